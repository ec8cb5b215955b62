import type { SessionControl } from '@partsmith/contracts/router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../../accounts/sessions/session-store';
import type { Credentials } from './credentials';
import type { GuestCarts } from './guest-cart-cookie';
import type { SessionCookie } from './session-cookie';

/** The web app gets its session as an httpOnly cookie; REST clients get the token in the answer body. */
export type TokenDelivery = 'cookie' | 'response';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token of a session started during this request, for a REST answer to hand back. */
    issuedSessionToken: string | null;
  }
}

export interface SessionControlOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  delivery: TokenDelivery;
  credentials: Credentials | null;
  sessions: SessionStore;
  cookie: SessionCookie;
  guestCart: GuestCarts;
}

export function createSessionControl(options: SessionControlOptions): SessionControl {
  const { request, reply, delivery, credentials, sessions, cookie, guestCart } = options;
  const presentedToken = credentials && credentials.via !== 'malformed' ? credentials.token : null;
  return {
    async start(userId) {
      // The visitor's cart joins the account's before the session starts: a failed merge signs no one in.
      const guestToken = guestCart.cookie.read(request);
      if (guestToken) {
        await guestCart.merge({ guestToken, userId });
        guestCart.cookie.clear(reply);
      }
      const session = await sessions.create(userId);
      if (delivery === 'response') {
        request.issuedSessionToken = session.token;
        return;
      }
      // The browser's previous session is replaced, not left alive behind the new cookie.
      if (credentials?.via === 'cookie') await sessions.delete(credentials.token);
      cookie.set(reply, session.token, session.expiresAt);
    },
    async end() {
      if (presentedToken) await sessions.delete(presentedToken);
      if (delivery === 'cookie') cookie.clear(reply);
    },
  };
}
