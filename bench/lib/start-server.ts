import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type ChildServer, startChildServer } from './child-server';
import { deferCleanup } from './cleanup';
import { paths } from './paths';

interface StartServerOptions {
  /** Real Postgres instead of the embedded PGlite; PGlite when omitted. */
  databaseUrl?: string;
  /** More settings for the server (they win over the defaults below). */
  env?: Record<string, string>;
}

/**
 * Bundles the server as its container does (`apps/server/build.mjs`, about a second), so every benchmark measures
 * the code as shipped, never `src/` under tsx and never a `dist/` left over from an older checkout.
 */
async function buildServer() {
  await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: paths.server }).catch(
    (error: unknown) => {
      throw new Error(`could not build the server (node apps/server/build.mjs): ${String(error)}`);
    },
  );
}

/**
 * Starts our shop server as `pnpm start` would (`node dist/main.js`, freshly built), on a fresh data folder so
 * every run sees the same demo catalogue. The shop's defaults otherwise (LOG_LEVEL info, the pool's 10 connections),
 * so a figure counts for the shop as shipped; a bench that departs says so. Default NODE_ENV (development):
 * production refuses demo data.
 */
export async function startServer({ databaseUrl, env = {} }: StartServerOptions = {}): Promise<ChildServer> {
  await buildServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'partsmith-bench-'));
  deferCleanup(() => rm(dataDir, { recursive: true, force: true }));
  return startChildServer({
    name: 'our server',
    entry: 'dist/main.js',
    cwd: paths.server,
    env: {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    // A fresh PGlite (initdb, migrations, demo seed) took over a minute at load average 24.
    readyTimeoutMs: 180_000,
  });
}
