import { MESSAGES } from '@partsmith/contracts';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api', '/trpc', '/images', '/healthz', '/readyz', '/webhooks'];

/** API paths answer a JSON 404; any other GET is a page of the web app, which shows its own not-found screen. */
export function registerNotFoundHandler(app: FastifyInstance, { spa }: { spa: boolean }) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (spa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}
