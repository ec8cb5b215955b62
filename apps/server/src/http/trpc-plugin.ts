import { appRouter } from '@partsmith/contracts/router';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import {
  isDatabaseUnavailable,
  logDatabaseUnavailable,
  rethrowAsServiceUnavailable,
  retryAfterOnOutage,
} from './database-outage';
import type { CreateRequestContext } from './request-context';

/** The web app's API: sessions start and end as the httpOnly cookie, never as a token in an answer. */
export async function trpcPlugin(
  app: FastifyInstance,
  { createContext }: { createContext: CreateRequestContext },
) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res, 'cookie').catch(rethrowAsServiceUnavailable),
      onError({ error, path, req }) {
        if (isDatabaseUnavailable(error)) return logDatabaseUnavailable(req.log, error);
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
      responseMeta: retryAfterOnOutage,
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
  });
}
