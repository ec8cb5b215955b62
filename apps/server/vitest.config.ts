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
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
