import { MESSAGES } from '@partsmith/contracts';
import type { FastifyInstance } from 'fastify';

/** Paths that are never pages: a miss there is a real 404, not a route of the web app. */
const NON_PAGE_PREFIXES = [
  '/api',
  '/trpc',
  '/images',
  '/assets',
  '/healthz',
  '/readyz',
  '/metrics',
  '/webhooks',
  '/auth',
];

/** API and asset paths answer a JSON 404; any other GET is a page of the web app, which shows its own not-found screen. */
export function registerNotFoundHandler(app: FastifyInstance, { spa }: { spa: boolean }) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = !NON_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (spa && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}
