import { appRouter, createCallerFactory, type Services } from '@partsmith/contracts/router';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createRequestContext } from '../request-context';
import { catalogRoutes } from './catalog-routes';
import { reviewsRoutes } from './reviews-routes';

const createCaller = createCallerFactory(appRouter);
type Caller = ReturnType<typeof createCaller>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The same procedures the web app calls, with this request's access rights. */
    caller(): Caller;
  }
}

export interface RestOptions {
  services: Services;
  publicUrl: string;
}

type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type RestRoutes = (app: TypedApp, options: RestOptions) => Promise<void>;

/** The spec's REST paths under /api: each parses, calls one procedure, and shapes the legacy answer. */
export const restPlugin: FastifyPluginAsync<RestOptions> = async (app, options) => {
  app.decorateRequest('caller', function caller(this) {
    return createCaller(createRequestContext(options.services, this));
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const routes of [catalogRoutes, reviewsRoutes]) await routes(typed, options);
};
