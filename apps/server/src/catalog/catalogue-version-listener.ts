import { type Database, listen } from '@partsmith/db';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueReadModel } from './catalogue-read-model';
import { readCatalogueVersion } from './load-catalogue-snapshot';

/** The channel migration 0003's trigger announces each new catalogue version on. */
const CHANNEL = 'catalogue_version';

export interface CatalogueVersionListener {
  stop(): Promise<void>;
}

/**
 * Tells the read model of every new version: at once through LISTEN, and by reading the version every
 * `intervalMs` and on each (re)connection of the listener, for notices lost while it was cut off.
 */
export async function startCatalogueVersionListener({
  db,
  catalogue,
  intervalMs,
  logger,
}: {
  db: Database;
  catalogue: CatalogueReadModel;
  intervalMs: number;
  logger: FastifyBaseLogger;
}): Promise<CatalogueVersionListener> {
  let checking: Promise<void> = Promise.resolve();
  const check = () => {
    checking = readCatalogueVersion(db).then(catalogue.observe, (error: unknown) => {
      logger.warn({ err: error }, 'could not read the catalogue version');
    });
  };
  const unlisten = await listen(db, {
    channel: CHANNEL,
    onMessage: (payload) => catalogue.observe(Number(payload)),
    onConnect: check,
  });
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await unlisten();
      await checking;
    },
  };
}
