import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildServer, startChildServer } from './child-server';
import { deferCleanup } from './cleanup';
import { paths } from './paths';

interface StartServerOptions {
  /** Real Postgres instead of the embedded PGlite; PGlite when omitted. */
  databaseUrl?: string;
}

/**
 * Starts our shop server as `pnpm start` would, on a fresh data folder so every run sees the same demo
 * catalogue. Default NODE_ENV (development): production refuses demo data.
 */
export async function startServer({ databaseUrl }: StartServerOptions = {}): Promise<ChildServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'partsmith-bench-'));
  deferCleanup(() => rm(dataDir, { recursive: true, force: true }));
  return startChildServer({
    name: 'our server',
    entry: 'src/main.ts',
    cwd: paths.server,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    // A fresh PGlite (initdb, migrations, demo seed) took over a minute at load average 24.
    readyTimeoutMs: 180_000,
  });
}
