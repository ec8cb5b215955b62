import { appRouter } from '@partsmith/contracts/router';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { CatalogueReadModel } from '../catalog/catalogue-read-model';
import { isDatabaseUnavailable } from '../shared/is-database-unavailable';
import { logDatabaseUnavailable, rethrowAsServiceUnavailable, retryAfterOnOutage } from './database-outage';
import type { CreateRequestContext } from './request-context';
import { refuseUnservableCalls } from './trpc-calls';
import { answerCatalogueQueries } from './trpc-catalogue-answers';

/** The web app's API: sessions start and end as the httpOnly cookie, never as a token in an answer. */
export async function trpcPlugin(
  app: FastifyInstance,
  { createContext, catalogue }: { createContext: CreateRequestContext; catalogue: CatalogueReadModel },
) {
  app.addHook('onRequest', refuseUnservableCalls);
  app.addHook('onRequest', answerCatalogueQueries(catalogue));
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res, 'cookie').catch(rethrowAsServiceUnavailable),
      onError({ error, path, req }) {
        if (isDatabaseUnavailable(error)) return logDatabaseUnavailable(req.log, error);
        // The one line for this error: tRPC answers it itself, so Fastify's error handler never sees it.
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error, path }, 'tRPC procedure failed');
      },
      responseMeta: retryAfterOnOutage,
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
  });
}
