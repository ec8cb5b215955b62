import { buildApp } from './app';
import { parseConfig, readLogSettings } from './config';
import { openDatabase } from './database';
import { createDrainGate } from './http/drain-gate';
import { closeOnSignals } from './lifecycle';
import { createLogger, logStartFailure } from './logger';
import { logStartBanner } from './start-banner';

const { logger, pretty } = await createLogger(readLogSettings(process.env));

/** Starts the shop: config, database, server; `closeOnSignals` stops it in order. */
async function main() {
  const config = parseConfig(process.env);
  const database = await openDatabase(config, logger);
  const gate = createDrainGate();
  const app = await buildApp({ config, db: database.db, logger, gate });
  closeOnSignals({ app, database, gate, logger, timeoutMs: config.shutdownTimeoutMs });
  const address = await app.listen({ port: config.port, host: config.host });
  logStartBanner({ logger, config, pretty, address });
}

main().catch((error: unknown) => {
  logStartFailure(logger, error);
  process.exit(1);
});
