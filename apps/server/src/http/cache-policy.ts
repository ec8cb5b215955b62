import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Anonymous lists, the same for everyone: any cache may keep them a minute, then revalidate by ETag. */
const PUBLIC_LISTS = new Set(['/api/products', '/api/reviews']);
export const PUBLIC_LIST_CACHING = 'public, max-age=60';

function isPublicList(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    PUBLIC_LISTS.has(request.routeOptions.url ?? '') &&
    reply.statusCode === 200 &&
    // A refreshed session cookie rides on this answer: it is this caller's alone.
    !reply.hasHeader('set-cookie') &&
    (typeof payload === 'string' || Buffer.isBuffer(payload))
  );
}

/** A weak validator: the same list gives the same tag, whichever encoding carries it. */
function weakEtag(payload: string | Buffer): string {
  return `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
}

export function ifNoneMatchMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
}

/**
 * Every answer that says nothing of its caching gets `Cache-Control: no-store`: tRPC, /api, auth and every error
 * may carry personal or session data. Answers that chose their caching keep it (images and built assets are
 * immutable, the web app's index is revalidated), and the public lists get public caching with an ETag and 304.
 * Registered before compression, so the tag is computed on the JSON itself.
 */
export const cachePolicyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      // @fastify/static sets its headers on the raw response.
      if (reply.hasHeader('cache-control') || reply.raw.hasHeader('cache-control'))
        return done(null, payload);
      if (!isPublicList(request, reply, payload)) {
        reply.header('cache-control', 'no-store');
        return done(null, payload);
      }
      const etag = weakEtag(payload);
      reply.header('cache-control', PUBLIC_LIST_CACHING).header('etag', etag);
      if (!ifNoneMatchMatches(request.headers['if-none-match'], etag)) return done(null, payload);
      reply.status(304);
      done(null, '');
    });
  },
  { name: 'cache-policy' },
);
