import { fileURLToPath } from 'node:url';
import type { Database } from '@partsmith/db';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { docsRoutes, openApiPlugin } from './http/docs-plugin';
import { registerErrorHandler } from './http/error-handler';
import { healthPlugin } from './http/health-plugin';
import { imagesPlugin } from './http/images-plugin';
import { registerNotFoundHandler } from './http/not-found-handler';
import { restPlugin } from './http/rest/rest-routes';
import { securityPlugin } from './http/security-plugin';
import { isWebAppBuilt, staticWebPlugin } from './http/static-web-plugin';
import { trpcPlugin } from './http/trpc-plugin';
import { createServices } from './services';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Omitted in tests: they assert on answers, not logs. */
  logger?: FastifyBaseLogger;
}

/** The built web app sits two folders up from both `src/` (tsx) and `dist/` (bundled). */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds a ready server without listening: `main` listens, tests call `inject`. */
export async function buildApp({ config, db, logger }: AppDependencies) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // tRPC batches put many procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    trustProxy: config.production,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const services = createServices({ db });
  const webDistDir = config.webDistDir ?? DEFAULT_WEB_DIST;
  const spa = isWebAppBuilt(webDistDir);
  if (!spa) app.log.warn({ webDistDir }, 'web app not built: only the API is served');

  await app.register(securityPlugin, { config });
  await app.register(openApiPlugin);
  await app.register(healthPlugin, { db });
  await app.register(imagesPlugin, { db });
  await app.register(trpcPlugin, { services });
  await app.register(restPlugin, { prefix: '/api', services, publicUrl: config.publicUrl });
  await app.register(docsRoutes);
  if (spa) await app.register(staticWebPlugin, { distDir: webDistDir });
  registerNotFoundHandler(app, { spa });

  await app.ready();
  return app;
}
