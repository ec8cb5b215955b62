import { parseConfig, readLogSettings } from './config';
import { connectDatabase } from './database';
import { createLogger, logStartFailure } from './logger';
import { describeDatabase } from './start-banner';

const { logger } = await createLogger(readLogSettings(process.env));

/**
 * `node dist/migrate.js`: applies the committed migrations and exits, for deployments that migrate as a step of
 * their own. The server also migrates as it starts; both take the same advisory lock on Postgres.
 */
async function migrate() {
  const config = parseConfig(process.env);
  const database = connectDatabase(config);
  try {
    await database.migrate();
    logger.info({ database: describeDatabase(config) }, 'migrations applied');
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  logStartFailure(logger, error);
  process.exitCode = 1;
});
