import { timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@partsmith/contracts';
import { appRouter } from '@partsmith/contracts/router';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../metrics/create-metrics';

const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));

/**
 * The route a request matched, as a pattern (`/api/products/:id`), never its raw URL, so the label set stays
 * small whatever clients send; tRPC calls are told apart by procedure.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  if (pattern !== '/trpc/:path') return pattern;
  const { path } = request.params as { path?: string };
  if (path?.includes(',')) return '/trpc/(batch)';
  return path && PROCEDURES.has(path) ? `/trpc/${path}` : pattern;
}

function sameToken(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Times every answer, and serves the registry at /metrics, behind `Authorization: Bearer` when a token is set. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string | null }) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.requestDuration.observe(
        { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const [scheme, given = ''] = request.headers.authorization?.split(' ') ?? [];
      if (token && !(scheme === 'Bearer' && sameToken(given, token)))
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: MESSAGES.unauthorized });
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
