import { type Database, isReachable } from '@partsmith/db';
import type { FastifyInstance } from 'fastify';

/** Liveness says the process answers; readiness says it can reach its database. */
export async function healthPlugin(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) =>
    (await isReachable(db))
      ? { status: 'ready' }
      : reply.status(503).send({ status: 'unavailable', message: 'Database unreachable' }),
  );
}
