import type { GuestCartToken } from '@partsmith/contracts/router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateSecretToken, isWellFormedSecretToken } from '../../accounts/secret-token';

const BASE_NAME = 'partsmith_cart';
/** As long as housekeeping keeps an untouched guest cart. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * A visitor's cart travels as a random token in this cookie, like the session's (session-cookie.ts): httpOnly,
 * SameSite=Lax, Secure and `__Host-` in production. The server stores only its SHA-256 (decision 0047).
 */
export function createGuestCartCookie({ production }: { production: boolean }) {
  const name = production ? `__Host-${BASE_NAME}` : BASE_NAME;
  const attributes = { httpOnly: true, sameSite: 'lax', path: '/', secure: production } as const;
  /** Anything but one of our tokens names no cart: never sent to the database. */
  const read = (request: FastifyRequest): string | null => {
    const token = request.cookies[name];
    return token && isWellFormedSecretToken(token) ? token : null;
  };
  return {
    name,
    read,
    clear(reply: FastifyReply): void {
      reply.clearCookie(name, attributes);
    },
    /** The request's guest cart token, given out (and kept alive) through this reply's cookie. */
    tokenFor(request: FastifyRequest, reply: FastifyReply): GuestCartToken {
      return {
        current: () => read(request),
        claim() {
          const token = read(request) ?? generateSecretToken();
          reply.setCookie(name, token, { ...attributes, maxAge: MAX_AGE_SECONDS });
          // A second claim in the same request (a batch) finds the cookie it was given.
          request.cookies[name] = token;
          return token;
        },
      };
    },
  };
}

export type GuestCartCookie = ReturnType<typeof createGuestCartCookie>;

/** The sign-in merge of a guest cart into the account's cart (cart/merge-guest-cart.ts), as app.ts binds it. */
export type MergeGuestCart = (options: { guestToken: string; userId: string }) => Promise<boolean>;

/** What the session control needs to merge a visitor's cart at sign-in. */
export interface GuestCarts {
  cookie: GuestCartCookie;
  merge: MergeGuestCart;
}
