import type { FastifyRequest } from 'fastify';
import type { SessionCookie } from './session-cookie';

/** What a request presented: a token by header or cookie, or an Authorization header that is not a bearer token. */
export type Credentials = { via: 'bearer' | 'cookie'; token: string } | { via: 'malformed' };

const BEARER = /^Bearer +(\S+) *$/i;

/** An Authorization header wins over the cookie: API clients send it on purpose, the cookie rides along by itself. */
export function readCredentials(request: FastifyRequest, cookie: SessionCookie): Credentials | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const token = BEARER.exec(header)?.[1];
    return token ? { via: 'bearer', token } : { via: 'malformed' };
  }
  const token = cookie.read(request);
  return token ? { via: 'cookie', token } : null;
}
