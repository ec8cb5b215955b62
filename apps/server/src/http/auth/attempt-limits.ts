import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { AppError, MESSAGES } from '@partsmith/contracts';
import type { AttemptKind, AttemptLimits } from '@partsmith/contracts/router';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { createKeyedQueue } from '../../shared/keyed-queue';

const WINDOW_MS = 15 * 60 * 1000;

export interface AttemptLimitSettings {
  /** AUTH_RATE_LIMIT: registrations, reset requests, contact messages and failed sign-ins per IP per window. */
  perIp: number;
  /** Shared counts for every instance; in-memory per instance without it. */
  redisUrl: string | undefined;
}

/** The limits derived from AUTH_RATE_LIMIT; failed sign-ins for one email from one IP get half of it. */
export function attemptThresholds(perIp: number) {
  return { perIp, failedSignInsPerEmail: Math.max(1, Math.floor(perIp / 2)), windowMs: WINDOW_MS };
}

type KeyedRequest = FastifyRequest & { attemptKey: string };

/**
 * @fastify/rate-limit keeps the counts (memory or Redis); the procedures decide when to count, per call, so a
 * tRPC batch of ten sign-ins counts ten, and REST (which calls the same procedures) is counted alike.
 */
export async function registerAttemptLimits(app: FastifyInstance, settings: AttemptLimitSettings) {
  const redis = settings.redisUrl ? await connectRedis(app, settings.redisUrl) : undefined;
  // Fails open when Redis is unreachable mid-run: sign-in keeps working, and the outage is logged.
  await app.register(rateLimit, { global: false, redis, nameSpace: 'partsmith-auth:', skipOnError: true });

  const thresholds = attemptThresholds(settings.perIp);
  const limiter = (max: number) =>
    app.createRateLimit({
      max,
      timeWindow: thresholds.windowMs,
      keyGenerator: (request) => (request as KeyedRequest).attemptKey,
    });
  const perIp = limiter(thresholds.perIp);
  const perEmail = limiter(thresholds.failedSignInsPerEmail);
  // Checking then counting a failure is not atomic: one IP's sign-ins take turns, so none can check before the
  // ones in flight have counted (across instances the count can overshoot by at most one per instance).
  const signInTurns = createKeyedQueue();

  return function attemptLimitsFor(request: FastifyRequest, reply: FastifyReply): AttemptLimits {
    const ip = normalizeIP(request.ip);
    // The limiter reads its key from the request, so each count gets a view of the request carrying its own key.
    const keyed = (attemptKey: string): KeyedRequest => Object.assign(Object.create(request), { attemptKey });
    const refuse = (retryAfterSeconds: number) => {
      reply.header('retry-after', retryAfterSeconds);
      return new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
    };
    const failedSignInCounters = (email: string) =>
      [
        [perIp, `failed-sign-in:${ip}`],
        [perEmail, `failed-sign-in:${ip}:${email}`],
      ] as const;
    return {
      async count(kind: AttemptKind) {
        const result = await perIp(keyed(`${kind}:${ip}`));
        if (!result.isAllowed && result.isExceeded) throw refuse(result.ttlInSeconds);
      },
      signIn(email, attempt) {
        return signInTurns.run(ip, async () => {
          for (const [limit, key] of failedSignInCounters(email)) {
            const result = await limit(keyed(key), { increment: false });
            if (!result.isAllowed && result.remaining === 0) throw refuse(result.ttlInSeconds);
          }
          const { outcome, failed } = await attempt();
          if (failed) await Promise.all(failedSignInCounters(email).map(([limit, key]) => limit(keyed(key))));
          return outcome;
        });
      },
    };
  };
}

/** A configured but unreachable Redis stops start-up with a clear message instead of silently counting nothing. */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Imported only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unreachable'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect (${error instanceof Error ? error.message : String(error)})`);
  }
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}

export type AttemptLimitsFor = Awaited<ReturnType<typeof registerAttemptLimits>>;
