import type { KeysetPage } from '@partsmith/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A keyset page over REST keeps the body a plain array (the spec's shape): the neighbouring pages are `Link`
 * headers (RFC 8288, `rel="next"` and `rel="prev"`, this URL with the cursor swapped), and the capped total is
 * `X-Total-Count`, "10000+" when there are more (decision 0033).
 */
export function sendKeysetHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeysetPage<unknown>,
): void {
  reply.header('x-total-count', page.totalCapped ? `${page.total}+` : String(page.total));
  const links = [
    page.nextCursor && `<${withCursor(request.url, 'after', page.nextCursor)}>; rel="next"`,
    page.previousCursor && `<${withCursor(request.url, 'before', page.previousCursor)}>; rel="prev"`,
  ].filter(Boolean);
  if (links.length > 0) reply.header('link', links.join(', '));
}

function withCursor(url: string, side: 'after' | 'before', cursor: string): string {
  const [path, query] = url.split('?', 2);
  const search = new URLSearchParams(query);
  search.delete('after');
  search.delete('before');
  search.set(side, cursor);
  return `${path}?${search}`;
}
