import pino from 'pino';
import { buildApp } from './app';
import { parseConfig } from './config';
import { openDatabase } from './database';

/** Starts the shop: config, database, server; and closes them in order on SIGINT/SIGTERM. */
async function main() {
  const config = parseConfig(process.env);
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config, logger);
  const app = await buildApp({ config, db: database.db, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
