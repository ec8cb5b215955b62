import { fileURLToPath } from 'node:url';
import { type Database, isReachable } from '@partsmith/db';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createGoogleAccounts } from './accounts/google-accounts';
import { createSessionCache } from './accounts/sessions/session-cache';
import { startSessionChangeListener } from './accounts/sessions/session-change-listener';
import { createSessionStore } from './accounts/sessions/session-store';
import { mergeGuestCart } from './cart/merge-guest-cart';
import { createCatalogueReadModel } from './catalog/catalogue-read-model';
import { firstScreenPicture, isPartOnSale } from './catalog/catalogue-reads';
import { startCatalogueVersionListener } from './catalog/catalogue-version-listener';
import { categoryFirstPage } from './catalog/category-page';
import type { Config } from './config';
import { POOL_NAME } from './database';
import { startHousekeeping } from './housekeeping/start-housekeeping';
import { registerAttemptLimits } from './http/auth/attempt-limits';
import { authPlugin } from './http/auth/auth-plugin';
import { createGoogleClient } from './http/auth/google-client';
import { googleSignInRoutes } from './http/auth/google-sign-in-routes';
import { createGuestCartCookie } from './http/auth/guest-cart-cookie';
import { createSessionCookie } from './http/auth/session-cookie';
import { cachePolicyPlugin } from './http/cache-policy';
import { cataloguePlugin } from './http/catalogue-plugin';
import { translateDatabaseOutages } from './http/database-outage';
import { docsRoutes, openApiPlugin } from './http/docs-plugin';
import { createDrainGate, type DrainGate, drainPlugin } from './http/drain-gate';
import { registerErrorHandler } from './http/error-handler';
import { healthPlugin } from './http/health-plugin';
import { imagesPlugin } from './http/images-plugin';
import { metricsPlugin } from './http/metrics-plugin';
import { registerNotFoundHandler } from './http/not-found-handler';
import { answerClientError, answerRouterRefusal } from './http/refusals';
import { createContextFactory } from './http/request-context';
import { echoRequestId, requestIdFor } from './http/request-id';
import { RequestLogController } from './http/request-log-controller';
import { lazyRequestLogger } from './http/request-logger';
import { restPlugin } from './http/rest/rest-routes';
import { securityHeaders, securityPlugin } from './http/security-plugin';
import { seoPlugin } from './http/seo/seo-plugin';
import { isWebAppBuilt, loadWebApp, staticWebPlugin } from './http/static-web-plugin';
import { stripeWebhookPlugin } from './http/stripe-webhook-plugin';
import { trpcPlugin } from './http/trpc-plugin';
import { refuseUnstorableText } from './http/unstorable-text';
import { readImage } from './images/read-image';
import { jobDatabaseFor } from './jobs/job-database';
import { createJobWorkers } from './jobs/job-workers';
import { type JobRunner, startJobQueue } from './jobs/start-job-queue';
import { createMailer } from './mail/create-mailer';
import { createMetrics } from './metrics/create-metrics';
import { instrumentServices } from './metrics/instrument-services';
import { poolConnections } from './metrics/pool-connections';
import { startOrderSweeper } from './orders/order-sweeper';
import { createPaymentGateway } from './payments/create-gateway';
import { createOrderPayments } from './payments/create-order-payments';
import { handleStripeEvent } from './payments/handle-stripe-event';
import { createServices } from './services';
import { sendBackInStockMails } from './stock-alerts/send-back-in-stock-mails';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Omitted in tests: they assert on answers, not logs. */
  logger?: FastifyBaseLogger;
  /** The clock sessions and reset links expire by; tests move it. */
  now?: () => Date;
  /** How often unpaid orders past their reservation are swept and old rows deleted; tests shorten both. */
  sweepIntervalMs?: number;
  /** Shutdown refuses new requests through it while the running ones finish (see lifecycle.ts). */
  gate?: DrainGate;
  /** False: jobs are queued but this process runs none until `app.jobs.drain()` (tests that time the work). */
  workJobs?: boolean;
  /**
   * True: every catalogue read checks the version first, for tests that write products straight into the database
   * (another writer's change otherwise shows within a second, through NOTIFY).
   */
  catalogueChecksEveryRead?: boolean;
  /** URLs per sitemap file before `/sitemap.xml` becomes an index (default 50,000); tests make it small. */
  sitemapUrlLimit?: number;
}

/** A reservation ends within this long of its time (decision 0038); old rows can wait a minute. */
const ORDER_SWEEP_INTERVAL_MS = 15_000;
const HOUSEKEEPING_INTERVAL_MS = 60_000;

/** The built web app sits two folders up from both `src/` (tsx) and `dist/` (bundled). */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds a ready server without listening: `main` listens, tests call `inject`. */
export async function buildApp({
  config,
  db,
  logger,
  now = () => new Date(),
  sweepIntervalMs,
  gate = createDrainGate(),
  workJobs = true,
  catalogueChecksEveryRead = false,
  sitemapUrlLimit,
}: AppDependencies) {
  const security = securityHeaders(config);
  const app = Fastify({
    ...(logger
      ? {
          loggerInstance: logger,
          childLoggerFactory: lazyRequestLogger,
          logController: new RequestLogController(),
        }
      : { logger: false }),
    // tRPC batches put up to MAX_BATCH_CALLS procedure names in one path segment; a longer segment is a 414.
    routerOptions: { maxParamLength: 1_000 },
    // JSON bodies; image uploads stream through multipart under their own limit.
    bodyLimit: 1_048_576,
    // Refusals made before any hook runs (the router's, Node's parser's) answer in our shape, with our headers.
    frameworkErrors: answerRouterRefusal(security),
    clientErrorHandler: answerClientError(security),
    // Rate limits key on the client's address: only hops we were told about may rewrite it.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // A client that stalls (slowloris, a dead mobile link) holds a socket at most this long.
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // Node checks the two header limits below every `connectionsCheckingInterval` (30 s by default).
    http: { headersTimeout: 10_000, maxHeaderSize: 16_384, connectionsCheckingInterval: 1_000 },
    requestIdHeader: false,
    genReqId: requestIdFor,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  echoRequestId(app);
  // Before the drain gate, so that its 503 carries the security headers and no-store too.
  await app.register(cachePolicyPlugin);
  await app.register(securityPlugin, { config });
  await app.register(drainPlugin, { gate });
  const metrics = config.metrics
    ? await createMetrics({
        inFlight: () => gate.inFlight,
        connections: async () => (config.databaseUrl ? poolConnections(db, POOL_NAME) : null),
      })
    : null;
  if (metrics) await app.register(metricsPlugin, { metrics, token: config.metrics?.token ?? null });

  if (config.production && !config.mail.smtpUrl)
    app.log.warn(
      'SMTP_URL is not set: mail, password reset links included, is only written to DATA_DIR/mail',
    );
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    dataDir: config.dataDir,
    logText: !config.production,
    logger: app.log,
  });
  const gateway = createPaymentGateway(config, db);
  if (!gateway)
    app.log.warn('STRIPE_SECRET_KEY is not set: card payments are off (test mode is refused in production)');
  // Mails and gateway calls are durable jobs on the same database; stopped before the database closes.
  const queue = (): JobRunner => {
    if (!started) throw new Error('job queue not started yet: the job is retried');
    return started;
  };
  let started: JobRunner | undefined;
  const jobs = await startJobQueue({
    database: jobDatabaseFor(db),
    workers: createJobWorkers({
      mailer,
      gateway,
      // The queue the job queues its mails on is this one; no worker runs before startJobQueue returns it.
      backInStock: (productId) =>
        sendBackInStockMails({ db, jobs: queue(), now, publicUrl: config.publicUrl, productId }),
    }),
    logger: app.log,
    work: workJobs,
  });
  started = jobs;
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  const catalogue = createCatalogueReadModel({ db, checkEveryRead: catalogueChecksEveryRead });
  await app.register(cataloguePlugin, {
    catalogue,
    startListener: (options) => startCatalogueVersionListener({ db, catalogue, ...options }),
  });
  // Validated sessions for a few seconds; any instance's sign-out or account change reaches it through NOTIFY.
  const sessionCache = createSessionCache();
  const stopSessionListener = await startSessionChangeListener({ db, cache: sessionCache });
  app.addHook('onClose', () => stopSessionListener());
  const unmeasured = createServices({
    db,
    catalogue,
    now,
    jobs,
    publicUrl: config.publicUrl,
    googleSignIn: config.google !== null,
    gateway,
    shopEmail: config.mail.shopEmail,
    sessionCache,
    reservations: config.reservations,
    shopCountry: config.shop.country,
    returnWindowDays: config.returnWindowDays,
  });
  // A database outage answers 503 + Retry-After from every procedure, not tRPC's generic 500; text the database
  // cannot store is the client's 400.
  const services = translateDatabaseOutages(
    refuseUnstorableText(metrics ? instrumentServices(unmeasured, metrics.service) : unmeasured),
  );
  const sweeper = startOrderSweeper({
    db,
    now,
    jobs,
    payments: createOrderPayments({ gateway, jobs }),
    intervalMs: sweepIntervalMs ?? ORDER_SWEEP_INTERVAL_MS,
    logger: app.log,
  });
  app.addHook('onClose', () => sweeper.stop());
  const housekeeping = startHousekeeping({
    db,
    now,
    intervalMs: sweepIntervalMs ?? HOUSEKEEPING_INTERVAL_MS,
    logger: app.log,
  });
  app.addHook('onClose', () => housekeeping.stop());
  const sessions = createSessionStore({ db, now, cache: sessionCache });
  const cookie = createSessionCookie({ production: config.production });
  const guestCart = {
    cookie: createGuestCartCookie({ production: config.production }),
    merge: (options: { guestToken: string; userId: string }) => mergeGuestCart({ db, now, ...options }),
  };
  const webDistDir = config.webDistDir ?? DEFAULT_WEB_DIST;
  const webApp = isWebAppBuilt(webDistDir)
    ? loadWebApp({ distDir: webDistDir, isPartOnSale: (partId) => isPartOnSale({ catalogue, partId }) })
    : null;
  if (!webApp) app.log.warn({ webDistDir }, 'web app not built: only the API is served');

  await app.register(authPlugin, {
    publicUrl: config.publicUrl,
    cookie,
    guestCartCookie: guestCart.cookie,
  });
  const attemptLimitsFor = await registerAttemptLimits(app, {
    perIp: config.authRateLimit,
    redisUrl: config.redisUrl,
  });
  const createContext = createContextFactory({
    services,
    sessions,
    cookie,
    attemptLimitsFor,
    guestCart,
  });
  await app.register(openApiPlugin, {
    publicUrl: config.publicUrl,
    sessionCookieName: cookie.name,
    guestCartCookieName: guestCart.cookie.name,
  });
  await app.register(healthPlugin, { isReady: () => isReachable(db) });
  await app.register(imagesPlugin, { readImage: (id) => readImage({ db, id }) });
  await app.register(trpcPlugin, { createContext, catalogue });
  await app.register(restPlugin, {
    prefix: '/api',
    createContext,
    publicUrl: config.publicUrl,
    catalogue,
    shop: config.shop,
  });
  await app.register(stripeWebhookPlugin, {
    webhookSecret: config.stripe?.webhookSecret ?? null,
    handleEvent:
      gateway?.mode === 'stripe'
        ? (event) => handleStripeEvent({ db, now, gateway, jobs, publicUrl: config.publicUrl, event })
        : null,
  });
  await app.register(googleSignInRoutes, {
    google: config.google ? createGoogleClient(config.google) : null,
    accounts: createGoogleAccounts({ db, now, sessionCache }),
    sessions,
    cookie,
    guestCart,
    publicUrl: config.publicUrl,
    production: config.production,
  });
  await app.register(docsRoutes);
  await app.register(seoPlugin, { catalogue, publicUrl: config.publicUrl, sitemapUrlLimit });
  if (webApp) {
    await app.register(staticWebPlugin, {
      webApp,
      publicUrl: config.publicUrl,
      catalogue: () => catalogue.current(),
      firstScreenPicture: (partId) => firstScreenPicture({ catalogue, partId }),
      categoryFirstPage: (slug) => categoryFirstPage({ db, catalogue, slug }),
      hasSessionCookie: (request) => cookie.read(request) !== undefined,
    });
  }
  registerNotFoundHandler(app, { pageStatus: webApp?.pageStatus ?? null });

  await app.ready();
  return app;
}
