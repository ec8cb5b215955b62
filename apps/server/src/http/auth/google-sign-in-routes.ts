import { MESSAGES } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SessionStore } from '../../accounts/sessions/session-store';
import { signInWithGoogle } from '../../accounts/sign-in-with-google';
import { readCredentials } from './credentials';
import type { AuthorizationChecks, GoogleClient } from './google-client';
import { sendPopupPage } from './popup-page';
import { createSessionControl } from './session-control';
import type { SessionCookie } from './session-cookie';

const FLOW_COOKIE = 'partsmith_google_flow';
const FLOW_MAX_AGE_SECONDS = 10 * 60;
const ZChecks = z.object({ codeVerifier: z.string(), state: z.string(), nonce: z.string() });

export interface GoogleSignInOptions {
  google: GoogleClient | null;
  db: Database;
  sessions: SessionStore;
  cookie: SessionCookie;
  publicUrl: string;
  production: boolean;
}

/**
 * The popup's two stops: `start` redirects to the provider, `callback` exchanges the code, signs the user in with
 * the session cookie and ends on a page that reports to the app. A plain route, not a procedure: nobody may hand
 * the server an identity, it must come from the provider.
 */
export async function googleSignInRoutes(app: FastifyInstance, options: GoogleSignInOptions) {
  const { google, db, sessions, cookie, publicUrl, production } = options;
  const redirectUri = new URL('/auth/google/callback', publicUrl).href;
  const flowCookie = { httpOnly: true, sameSite: 'lax', path: '/auth/google', secure: production } as const;
  const failed = { type: 'google-sign-in', ok: false, message: MESSAGES.googleSignInFailed } as const;

  app.get('/auth/google/start', { schema: { hide: true } }, async (request, reply) => {
    if (!google) return reply.status(404).send({ message: MESSAGES.googleSignInNotConfigured });
    try {
      const { url, checks } = await google.authorizationUrl(redirectUri);
      reply.setCookie(FLOW_COOKIE, JSON.stringify(checks), { ...flowCookie, maxAge: FLOW_MAX_AGE_SECONDS });
      return reply.redirect(url.href);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in could not start');
      return sendPopupPage(reply, failed);
    }
  });

  app.get('/auth/google/callback', { schema: { hide: true } }, async (request, reply) => {
    const checks = parseChecks(request.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, flowCookie);
    if (!google || !checks) return sendPopupPage(reply, failed);
    try {
      const identity = await google.identity(new URL(request.url, publicUrl), checks);
      if (!identity) return sendPopupPage(reply, failed);
      const user = await signInWithGoogle({ db, identity });
      const credentials = readCredentials(request, cookie);
      await createSessionControl({ request, reply, delivery: 'cookie', credentials, sessions, cookie }).start(
        user.id,
      );
      return sendPopupPage(reply, { type: 'google-sign-in', ok: true });
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in failed');
      return sendPopupPage(reply, failed);
    }
  });
}

function parseChecks(value: string | undefined): AuthorizationChecks | null {
  if (!value) return null;
  try {
    return ZChecks.parse(JSON.parse(value));
  } catch {
    return null;
  }
}
