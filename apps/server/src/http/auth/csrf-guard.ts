import { AppError, MESSAGES } from '@partsmith/contracts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
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
  const isAllowed = (request: FastifyRequest) =>
    !UNSAFE_METHODS.has(request.method) ||
    readCredentials(request, cookie)?.via !== 'cookie' ||
    request.headers['sec-fetch-site'] === 'same-origin' ||
    request.headers.origin === publicOrigin;
  return function csrfGuard(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
    // Passed on as an error, not sent: the route's own error handler gives the answer the shape its clients read.
    done(isAllowed(request) ? undefined : new AppError('FORBIDDEN', MESSAGES.forbidden));
  };
}
