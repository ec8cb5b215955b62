import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// The fuzz suite (test/fuzz) takes over two minutes: it runs in the PGlite pass only, where it finds what a second
// pass would (the same Postgres engine); FUZZ_POSTGRES=1 runs it on Postgres too.
const fuzzHere = process.env.TEST_DB !== 'postgres' || process.env.FUZZ_POSTGRES === '1';

export default defineConfig({
  test: {
    exclude: fuzzHere ? configDefaults.exclude : [...configDefaults.exclude, 'test/fuzz/**'],
    globalSetup: ['@partsmith/db/testing/global-setup'],
    // Fails a test whose app logged an error it did not expect (test/error-logs.ts).
    setupFiles: ['./test/setup.ts'],
    // Each file has its own database (a copy of the migrated template), so files run side by side. Vitest's default
    // (cores - 1) leaves a 2-core machine one worker, its second core idle: two took the PGlite pass from 22 to 14
    // minutes there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
