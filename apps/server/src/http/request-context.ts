import type { Context, Services } from '@partsmith/contracts/router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../accounts/sessions/session-store';
import type { AttemptLimitsFor } from './auth/attempt-limits';
import { authenticate } from './auth/authenticate';
import type { GuestCarts } from './auth/guest-cart-cookie';
import { createSessionControl, type TokenDelivery } from './auth/session-control';
import type { SessionCookie } from './auth/session-cookie';

export interface ContextDependencies {
  services: Services;
  sessions: SessionStore;
  cookie: SessionCookie;
  attemptLimitsFor: AttemptLimitsFor;
  guestCart: GuestCarts;
}

/** One context per request, shared by the tRPC adapter and the REST routes so both see the same caller. */
export function createContextFactory({
  services,
  sessions,
  cookie,
  attemptLimitsFor,
  guestCart,
}: ContextDependencies) {
  return async function createRequestContext(
    request: FastifyRequest,
    reply: FastifyReply,
    delivery: TokenDelivery,
  ): Promise<Context> {
    const { auth, credentials } = await authenticate({ request, reply, sessions, cookie });
    return {
      services,
      auth,
      session: createSessionControl({ request, reply, delivery, credentials, sessions, cookie, guestCart }),
      attempts: attemptLimitsFor(request, reply),
      guestCart: guestCart.cookie.tokenFor(request, reply),
    };
  };
}

export type CreateRequestContext = ReturnType<typeof createContextFactory>;
