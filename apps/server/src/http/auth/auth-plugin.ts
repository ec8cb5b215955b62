import cookiePlugin from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCsrfGuard } from './csrf-guard';
import type { GuestCartCookie } from './guest-cart-cookie';
import type { SessionCookie } from './session-cookie';

/** Cookie parsing, the per-request auth slots, and the CSRF guard that runs before any route. */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { publicUrl: string; cookie: SessionCookie; guestCartCookie: GuestCartCookie },
  ) => {
    await app.register(cookiePlugin);
    app.decorateRequest('authentication', null);
    app.decorateRequest('issuedSessionToken', null);
    app.addHook('onRequest', createCsrfGuard(options));
  },
  { name: 'auth' },
);
