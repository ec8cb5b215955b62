import { MESSAGES } from '@partsmith/contracts';
import type { FastifyInstance } from 'fastify';
import { type PageStatus, sendPage } from './static-web-plugin';

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
  '/sitemaps',
];

/**
 * API and asset paths answer a JSON 404; any other GET is a page of the web app: its shell, which boots the app,
 * with the status `pageStatus` gives it (404 where the app shows its not-found screen). Without a built web app
 * (`pageStatus` null) every miss is the JSON 404.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  { pageStatus }: { pageStatus: PageStatus | null },
) {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = !NON_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (pageStatus && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(reply, 'index.html', await pageStatus(path));
    }
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}
