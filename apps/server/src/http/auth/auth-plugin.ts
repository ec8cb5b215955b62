import cookiePlugin from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCsrfGuard } from './csrf-guard';
import type { SessionCookie } from './session-cookie';

/** Cookie parsing, the per-request auth slots, and the CSRF guard that runs before any route. */
export const authPlugin = fp(
  async (app: FastifyInstance, { publicUrl, cookie }: { publicUrl: string; cookie: SessionCookie }) => {
    await app.register(cookiePlugin);
    app.decorateRequest('authentication', null);
    app.decorateRequest('issuedSessionToken', null);
    app.addHook('onRequest', createCsrfGuard({ publicUrl, cookie }));
  },
  { name: 'auth' },
);
