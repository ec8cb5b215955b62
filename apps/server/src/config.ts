import { resolve } from 'node:path';
import { isCountryCode, STORE_NAME } from '@partsmith/contracts';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const ZBooleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const ZEmailSetting = z.string().trim().toLowerCase().pipe(z.email());

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 outside production, where the demo accounts are; 0.0.0.0 in production (decision 0042). */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections this instance keeps to Postgres; 5, 10 and 20 placed as many orders/s on 2 cores (bench/README.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  /** The shop's public origin: absolute links, canonical URLs and Open Graph, the sitemap; required in production. */
  PUBLIC_URL: z.url().optional(),
  DEMO_DATA: ZBooleanFlag.optional(),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** `pretty` (pino-pretty) or `json`; unset: pretty on a terminal outside production, JSON otherwise. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Prometheus metrics at /metrics; off unless asked for. */
  METRICS: ZBooleanFlag.default(false),
  /** When set, /metrics answers only `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be 16 characters or longer').optional(),
  /** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ADMIN_EMAIL: ZEmailSetting.optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be 6 characters or longer').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SHOP_EMAIL: ZEmailSetting.optional(),
  /** The seller printed on invoices: the shop's name and postal address. */
  SHOP_NAME: z.string().trim().min(1).max(100).optional(),
  SHOP_ADDRESS: z.string().trim().min(1).max(300).optional(),
  /** The shop's own country (ISO 3166-1 alpha-2): where it ships from and whose tax it charges at home. */
  SHOP_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code, e.g. GB')
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** How many proxies in front of the shop may set X-Forwarded-For; 0 trusts none (clients could forge it). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** How long an unpaid order holds its stock before the sweep cancels it, in minutes (at most a week). */
  RESERVATION_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** How many unpaid orders, and how many units across them, one customer may hold at once (decision 0038). */
  UNPAID_ORDERS_MAX: z.coerce.number().int().min(1).max(1_000_000_000).default(5),
  UNPAID_UNITS_MAX: z.coerce.number().int().min(1).max(1_000_000_000).default(500),
  /** How many days after an order shipped its customer may ask to return parts (decision 0068). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** Tests only: points the Stripe SDK at a local double. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
});

export type Config = ReturnType<typeof parseConfig>;

const SAMPLE_SHOP_ADDRESS = '1 Example Street, Springfield, SP1 2AB';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A setting start-up cannot run with; its message is one line naming every problem. */
export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * How to log, read leniently so that even a refused configuration is reported through the log: a bad value here
 * falls back to the default, and `parseConfig` then names it.
 */
export function readLogSettings(environment: NodeJS.ProcessEnv) {
  const level = ZEnvironment.shape.LOG_LEVEL.catch('info').parse(environment.LOG_LEVEL);
  const format = ZEnvironment.shape.LOG_FORMAT.catch(undefined).parse(environment.LOG_FORMAT);
  return { level, format, production: environment.NODE_ENV === 'production' };
}

export type LogSettings = ReturnType<typeof readLogSettings>;

function isSecureOrLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || LOCAL_HOSTS.has(hostname);
}

/** Reads the environment once; the only place in the server that touches `process.env`. */
export function parseConfig(environment: NodeJS.ProcessEnv) {
  const result = ZEnvironment.safeParse(environment);
  if (!result.success)
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const env = result.data;
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  const refuse = (problem: string) => problems.push(problem);
  // Production never guesses where its data lives or where its customers reach it.
  if (production && !env.DATABASE_URL) refuse('DATABASE_URL is required in production');
  if (production && !env.PUBLIC_URL) refuse('PUBLIC_URL is required in production');
  if (production && env.PUBLIC_URL && !isSecureOrLocal(env.PUBLIC_URL))
    refuse('PUBLIC_URL: must be https in production (plain http only for localhost)');
  if (production && !env.SHOP_COUNTRY) refuse('SHOP_COUNTRY is required in production');
  if (production && env.DEMO_DATA) refuse('DEMO_DATA: never allowed in production');
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD))
    refuse('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET))
    refuse('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  const issuer = new URL(env.OIDC_ISSUER);
  if (production && !isSecureOrLocal(env.OIDC_ISSUER)) refuse('OIDC_ISSUER: must be https in production');
  if (production && env.STRIPE_API_BASE) refuse('STRIPE_API_BASE: for tests only, never in production');
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY)
    refuse('STRIPE_PUBLISHABLE_KEY: needed with STRIPE_SECRET_KEY (the card form uses it)');
  if (env.METRICS_TOKEN && !env.METRICS) refuse('METRICS_TOKEN: set METRICS=1 too, or metrics stay off');
  // Read no longer: its 48 hours let unpaid orders hold stock hostage, and guessing minutes from it would keep that.
  if (environment.RESERVATION_HOURS !== undefined)
    refuse('RESERVATION_HOURS: replaced by RESERVATION_MINUTES (default 30); set that instead');
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

  return {
    production,
    port: env.PORT,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicUrl,
    /** Demo catalogue and accounts on first start: on by default outside production, never in production. */
    demoData: production ? false : (env.DEMO_DATA ?? true),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    /** Null: off. Otherwise /metrics, behind the bearer token when one is set. */
    metrics: env.METRICS ? { token: env.METRICS_TOKEN ?? null } : null,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    /** The admin that start-up makes sure exists (created, or promoted; never downgraded). */
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
    mail: {
      /** Without it, mail is written to DATA_DIR/mail as .eml files. */
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Partsmith <no-reply@${new URL(publicUrl).hostname}>`,
      shopEmail: env.SHOP_EMAIL,
    },
    /** Google sign-in, shown only when a client is configured. */
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.OIDC_ISSUER,
            // Refused above in production unless the provider is local (a test provider).
            allowHttpIssuer: issuer.protocol === 'http:',
          }
        : null,
    /** Outside production a sample address stands in; production prints none until SHOP_ADDRESS is set. */
    shop: {
      name: env.SHOP_NAME ?? STORE_NAME,
      address: env.SHOP_ADDRESS ?? (production ? null : SAMPLE_SHOP_ADDRESS),
      /** Outside production the demo shop's home, the UK; production says its own (decision 0051). */
      country: env.SHOP_COUNTRY ?? 'GB',
    },
    redisUrl: env.REDIS_URL,
    /** Auth attempts per client IP per 15 minutes; failed sign-ins per IP and email get half of it. */
    authRateLimit: env.AUTH_RATE_LIMIT,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    /** What unpaid orders may hold: for how long, and how many orders and units per customer at once. */
    reservations: {
      minutes: env.RESERVATION_MINUTES,
      maxUnpaidOrders: env.UNPAID_ORDERS_MAX,
      maxUnpaidUnits: env.UNPAID_UNITS_MAX,
    },
    /** Days after shipping in which a customer may ask for a return. */
    returnWindowDays: env.RETURN_WINDOW_DAYS,
    /** Stripe when a secret key is set; otherwise simulated test-mode payments, which production refuses. */
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
          apiBase: env.STRIPE_API_BASE ?? null,
        }
      : null,
  };
}
