import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogueReadModel } from '../catalog/catalogue-read-model';
import type { CatalogueVersionListener } from '../catalog/catalogue-version-listener';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Besides LISTEN, the version is read this often, in case a notice was lost: another instance's write shows within it. */
const VERSION_CHECK_INTERVAL_MS = 1_000;

export interface CataloguePluginOptions {
  catalogue: CatalogueReadModel;
  /** `startCatalogueVersionListener` bound to the database and this catalogue. */
  startListener: (options: {
    intervalMs: number;
    logger: FastifyBaseLogger;
  }) => Promise<CatalogueVersionListener>;
}

/**
 * Keeps the in-memory catalogue current: versions announced by the database, and every write answered here
 * (marked before its answer leaves, so the client's next read sees it).
 */
export const cataloguePlugin = fp(
  async (app: FastifyInstance, { catalogue, startListener }: CataloguePluginOptions) => {
    const listener = await startListener({
      intervalMs: VERSION_CHECK_INTERVAL_MS,
      logger: app.log,
    });
    app.addHook('onClose', () => listener.stop());
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!READ_METHODS.has(request.method)) catalogue.markPossiblyChanged();
      done(null, payload);
    });
  },
  { name: 'catalogue' },
);
