import { AppError, MESSAGES } from '@partsmith/contracts';
import type { FastifyRequest } from 'fastify';
import { readCredentials } from './credentials';
import type { SessionCookie } from './session-cookie';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A browser attaches the cookie to requests other sites make; it never attaches a bearer header. So a change
 * authenticated by the cookie must come from our own pages: `Sec-Fetch-Site: same-origin`, else an `Origin` equal
 * to PUBLIC_URL's. Requests carrying an Authorization header authenticate by it and are exempt.
 */
export function createCsrfGuard({ publicUrl, cookie }: { publicUrl: string; cookie: SessionCookie }) {
  const publicOrigin = new URL(publicUrl).origin;
  return async function csrfGuard(request: FastifyRequest) {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (readCredentials(request, cookie)?.via !== 'cookie') return;
    if (request.headers['sec-fetch-site'] === 'same-origin') return;
    if (request.headers.origin === publicOrigin) return;
    // Thrown, not sent: the route's own error handler gives the answer the shape its clients read.
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  };
}
