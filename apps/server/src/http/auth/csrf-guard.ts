import { AppError, MESSAGES } from '@partsmith/contracts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { readCredentials } from './credentials';
import type { GuestCartCookie } from './guest-cart-cookie';
import type { SessionCookie } from './session-cookie';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A browser attaches the cookie to requests other sites make; it never attaches a bearer header. So a change
 * authenticated by the cookie must come from our own pages: `Sec-Fetch-Site: same-origin`, else an `Origin` equal
 * to PUBLIC_URL's. The guest cart's cookie is held to the same rule. Requests carrying an Authorization header
 * authenticate by it and are exempt.
 */
export function createCsrfGuard({
  publicUrl,
  cookie,
  guestCartCookie,
}: {
  publicUrl: string;
  cookie: SessionCookie;
  guestCartCookie: GuestCartCookie;
}) {
  const publicOrigin = new URL(publicUrl).origin;
  const carriesCookie = (request: FastifyRequest) => {
    const via = readCredentials(request, cookie)?.via;
    return via === 'cookie' || (via === undefined && guestCartCookie.read(request) !== null);
  };
  const isAllowed = (request: FastifyRequest) =>
    !UNSAFE_METHODS.has(request.method) ||
    !carriesCookie(request) ||
    request.headers['sec-fetch-site'] === 'same-origin' ||
    request.headers.origin === publicOrigin;
  return function csrfGuard(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
    // Passed on as an error, not sent: the route's own error handler gives the answer the shape its clients read.
    done(isAllowed(request) ? undefined : new AppError('FORBIDDEN', MESSAGES.forbidden));
  };
}
