import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type ChildServer, startChildServer } from './child-server';
import { deferCleanup } from './cleanup';
import { paths } from './paths';

/**
 * Which of the shop's two shipped configurations a bench starts: `production` is the production command's (README:
 * NODE_ENV=production with only what it insists on set: no demo data, no test-mode payments, JSON logs),
 * `development` is `npm start`'s (NODE_ENV unset). LOG_LEVEL, the pool and every limit stay at their defaults in
 * both, so a figure counts for the shop as shipped; a bench that sets more says so.
 */
export const SHOP_CONFIGURATIONS = ['production', 'development'] as const;
export type ShopConfiguration = (typeof SHOP_CONFIGURATIONS)[number];

/** The settings each configuration needs besides the database (production refuses to guess them). */
const CONFIGURATION_ENV: Record<ShopConfiguration, Record<string, string>> = {
  production: { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', SHOP_COUNTRY: 'GB' },
  development: {},
};

/** `--configuration production|development` as a bench's command line gives it (production when omitted). */
export function parseShopConfiguration(value: string | undefined): ShopConfiguration {
  const configuration = value ?? 'production';
  if (!(SHOP_CONFIGURATIONS as readonly string[]).includes(configuration))
    throw new Error(`--configuration must be one of ${SHOP_CONFIGURATIONS.join(', ')}, not ${configuration}`);
  return configuration as ShopConfiguration;
}

interface StartServerOptions {
  /** Real Postgres instead of the embedded PGlite; PGlite when omitted (development only: production refuses it). */
  databaseUrl?: string;
  /** `development` when omitted. */
  configuration?: ShopConfiguration;
  /** More settings for the server (they win over the defaults below). */
  env?: Record<string, string>;
  /** A data folder to reuse (one an earlier start filled); a fresh one, removed at teardown, when omitted. */
  dataDir?: string;
  /** A port chosen beforehand (`freePort()`); a free one when omitted. */
  port?: number;
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

/** An empty data folder for one run, removed at teardown. */
export async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'partsmith-bench-'));
  deferCleanup(() => rm(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/**
 * Starts our shop server as `pnpm start` would (`node dist/main.js`, freshly built), on a fresh data folder
 * (unless given one) so every run sees the same demo catalogue, in one of the shop's configurations (above).
 */
export async function startServer({
  databaseUrl,
  configuration = 'development',
  env = {},
  dataDir,
  port,
}: StartServerOptions = {}): Promise<ChildServer> {
  await buildServer();
  return startChildServer({
    name: 'our server',
    entry: 'dist/main.js',
    cwd: paths.server,
    env: {
      ...CONFIGURATION_ENV[configuration],
      DATA_DIR: dataDir ?? (await freshDataDir()),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    port,
    // A fresh PGlite (initdb, migrations, demo seed) took over a minute at load average 24.
    readyTimeoutMs: 180_000,
  });
}
