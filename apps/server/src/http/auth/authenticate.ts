import type { AuthState } from '@partsmith/contracts/router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../../accounts/sessions/session-store';
import { type Credentials, readCredentials } from './credentials';
import type { SessionCookie } from './session-cookie';

export interface Authentication {
  auth: AuthState;
  credentials: Credentials | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request, on first use: a tRPC batch and a REST route share it. */
    authentication: Promise<Authentication> | null;
  }
}

export interface AuthenticateOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  sessions: SessionStore;
  cookie: SessionCookie;
}

/** Who the request's credentials belong to; keeps the cookie in step (new expiry re-sent, dead cookie cleared). */
export function authenticate(options: AuthenticateOptions): Promise<Authentication> {
  options.request.authentication ??= resolveAuthentication(options);
  return options.request.authentication;
}

async function resolveAuthentication({
  request,
  reply,
  sessions,
  cookie,
}: AuthenticateOptions): Promise<Authentication> {
  const credentials = readCredentials(request, cookie);
  if (!credentials) return { auth: { status: 'anonymous' }, credentials };
  const session = credentials.via === 'malformed' ? null : await sessions.validate(credentials.token);
  if (credentials.via === 'cookie') {
    if (!session) cookie.clear(reply);
    else if (session.refreshed) cookie.set(reply, credentials.token, session.expiresAt);
  }
  return {
    auth: session ? { status: 'signedIn', user: session.user } : { status: 'rejected' },
    credentials,
  };
}
