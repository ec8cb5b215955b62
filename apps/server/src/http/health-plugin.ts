import type { FastifyInstance } from 'fastify';

/** Liveness says the process answers; readiness says it can reach its database (`isReady`). */
export async function healthPlugin(app: FastifyInstance, { isReady }: { isReady: () => Promise<boolean> }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) =>
    (await isReady())
      ? { status: 'ready' }
      : reply.status(503).send({ status: 'unavailable', message: 'Database unreachable' }),
  );
}
