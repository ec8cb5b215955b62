import { join } from 'node:path';
import { createDb } from '@partsmith/db';
import { seedDemoData } from '@partsmith/db/seed';
import type { FastifyBaseLogger } from 'fastify';
import { ensureAdminAccount } from './accounts/ensure-admin-account';
import { seedDemoAccounts } from './accounts/seed-demo-accounts';
import type { Config } from './config';

/**
 * Opens Postgres when DATABASE_URL is set, else embedded PGlite in DATA_DIR; migrates; seeds demo data if asked;
 * makes sure the configured admin exists.
 */
export async function openDatabase(config: Config, log: FastifyBaseLogger) {
  const handle = config.databaseUrl
    ? createDb({ url: config.databaseUrl })
    : createDb({ dataDir: join(config.dataDir, 'pglite') });
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
