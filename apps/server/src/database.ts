import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '@partsmith/db';
import { seedDemoData } from '@partsmith/db/seed';
import type { FastifyBaseLogger } from 'fastify';
import { ensureAdminAccount } from './accounts/ensure-admin-account';
import { seedDemoAccounts } from './accounts/seed-demo-accounts';
import type { Config } from './config';

/** The bundle ships the migrations beside itself (dist/drizzle); run from sources, packages/db finds its own. */
const BUNDLED_MIGRATIONS = fileURLToPath(new URL('./drizzle', import.meta.url));
const migrationsFolder = existsSync(BUNDLED_MIGRATIONS) ? BUNDLED_MIGRATIONS : undefined;

/** This process's connections in `pg_stat_activity` (Postgres keeps 63 bytes), counted by the pool metric. */
export const POOL_NAME = `partsmith ${hostname()} ${process.pid}`.slice(0, 63);

/** Postgres when DATABASE_URL is set, else embedded PGlite in DATA_DIR; not yet migrated. */
export function connectDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>) {
  return config.databaseUrl
    ? createDb({
        url: config.databaseUrl,
        maxConnections: config.databasePoolSize,
        migrationsFolder,
        applicationName: POOL_NAME,
      })
    : createDb({ dataDir: join(config.dataDir, 'pglite'), migrationsFolder });
}

/**
 * Opens Postgres when DATABASE_URL is set, else embedded PGlite in DATA_DIR; migrates; seeds demo data if asked;
 * makes sure the configured admin exists.
 */
export async function openDatabase(config: Config, log: FastifyBaseLogger) {
  const handle = connectDatabase(config);
  log.info({ kind: handle.kind }, 'database opening');
  await handle.migrate();
  if (config.demoData) {
    const result = await seedDemoData(handle.db);
    if (result.seeded) log.info(result, 'demo data seeded');
    const accounts = await seedDemoAccounts({ db: handle.db });
    if (accounts > 0) log.info({ accounts }, 'demo accounts seeded');
  }
  if (config.admin) {
    const outcome = await ensureAdminAccount({ db: handle.db, ...config.admin });
    log.info({ email: config.admin.email, outcome }, 'admin account checked');
  }
  return handle;
}
