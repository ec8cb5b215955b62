import { AppError, type AuthBroadcastMessage, MESSAGES } from '@partsmith/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GoogleAccounts } from '../../accounts/google-accounts';
import { hashSecretToken } from '../../accounts/secret-token';
import type { SessionStore } from '../../accounts/sessions/session-store';
import { authenticate } from './authenticate';
import { readCredentials } from './credentials';
import type { AuthorizationChecks, GoogleClient } from './google-client';
import type { GuestCarts } from './guest-cart-cookie';
import { sendPopupPage } from './popup-page';
import { createSessionControl } from './session-control';
import type { SessionCookie } from './session-cookie';

const FLOW_COOKIE = 'partsmith_google_flow';
const FLOW_MAX_AGE_SECONDS = 10 * 60;
const ZFlow = z.object({
  codeVerifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  /** Connecting: the hash of the session that asked; the callback must come with that same session. */
  connectingSession: z.string().optional(),
});
type Flow = AuthorizationChecks & { connectingSession?: string };

/** A navigation another site started carries `cross-site` or `same-site`; our own popup `same-origin`. */
const OWN_NAVIGATION = new Set(['same-origin', 'none']);

export interface GoogleSignInOptions {
  google: GoogleClient | null;
  accounts: GoogleAccounts;
  sessions: SessionStore;
  cookie: SessionCookie;
  /** A visitor's cart joins the account's at sign-in. */
  guestCart: GuestCarts;
  publicUrl: string;
  production: boolean;
}

/**
 * The popup's two stops: `start` (sign in) or `connect` (link Google to the signed-in account, from My Profile)
 * redirects to the provider; `callback` exchanges the code, acts, and ends on a page that reports to the app. Plain
 * routes, not procedures: nobody may hand the server an identity, it must come from the provider.
 */
export async function googleSignInRoutes(app: FastifyInstance, options: GoogleSignInOptions) {
  const { google, accounts, sessions, cookie, guestCart, publicUrl, production } = options;
  const redirectUri = new URL('/auth/google/callback', publicUrl).href;
  const flowCookie = { httpOnly: true, sameSite: 'lax', path: '/auth/google', secure: production } as const;
  const signInFailed = { type: 'google-sign-in', ok: false, message: MESSAGES.googleSignInFailed } as const;
  const connectFailed = { type: 'google-connect', ok: false, message: MESSAGES.googleConnectFailed } as const;

  /** The session cookie's token when it opens a live session; bearer tokens never reach a popup. */
  async function cookieSession(request: FastifyRequest, reply: FastifyReply) {
    const { auth, credentials } = await authenticate({ request, reply, sessions, cookie });
    if (auth.status !== 'signedIn' || credentials?.via !== 'cookie') return null;
    return { user: auth.user, token: credentials.token };
  }

  /** A new session for this browser, replacing the one its cookie carried. */
  function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const credentials = readCredentials(request, cookie);
    const delivery = 'cookie';
    return createSessionControl({ request, reply, delivery, credentials, sessions, cookie, guestCart }).start(
      userId,
    );
  }

  async function redirectToProvider(
    { request, reply, client }: { request: FastifyRequest; reply: FastifyReply; client: GoogleClient },
    failed: AuthBroadcastMessage,
    connectingSession?: string,
  ) {
    try {
      const { url, checks } = await client.authorizationUrl(redirectUri);
      const flow: Flow = { ...checks, connectingSession };
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), { ...flowCookie, maxAge: FLOW_MAX_AGE_SECONDS });
      return reply.redirect(url.href);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in could not start');
      return sendPopupPage(reply, failed);
    }
  }

  app.get('/auth/google/start', { schema: { hide: true } }, async (request, reply) => {
    if (!google) return reply.status(404).send({ message: MESSAGES.googleSignInNotConfigured });
    return redirectToProvider({ request, reply, client: google }, signInFailed);
  });

  app.get('/auth/google/connect', { schema: { hide: true } }, async (request, reply) => {
    if (!google) return reply.status(404).send({ message: MESSAGES.googleSignInNotConfigured });
    // Another site may not start a link for a visitor who happens to be signed in here.
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && !OWN_NAVIGATION.has(String(site))) return sendPopupPage(reply, connectFailed);
    const session = await cookieSession(request, reply);
    if (!session) return sendPopupPage(reply, connectFailed);
    return redirectToProvider(
      { request, reply, client: google },
      connectFailed,
      hashSecretToken(session.token),
    );
  });

  app.get('/auth/google/callback', { schema: { hide: true } }, async (request, reply) => {
    const flow = parseFlow(request.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, flowCookie);
    const connecting = flow?.connectingSession !== undefined;
    const failed = connecting ? connectFailed : signInFailed;
    if (!google || !flow) return sendPopupPage(reply, failed);
    try {
      if (connecting) {
        // The flow is bound to the session that started it: a flow cookie alone links nothing.
        const session = await cookieSession(request, reply);
        if (!session || hashSecretToken(session.token) !== flow.connectingSession)
          return sendPopupPage(reply, connectFailed);
        const identity = await google.identity(new URL(request.url, publicUrl), flow);
        if (!identity) return sendPopupPage(reply, connectFailed);
        const { emailProven } = await accounts.connect(session.user.id, identity);
        // Every session ended with the old password; this browser, which proved the mailbox, gets a new one.
        if (emailProven) await startSession(request, reply, session.user.id);
        return sendPopupPage(reply, {
          type: 'google-connect',
          ok: true,
          message: emailProven ? MESSAGES.googleConnectedEmailProven : MESSAGES.googleConnected,
        });
      }

      const identity = await google.identity(new URL(request.url, publicUrl), flow);
      if (!identity) return sendPopupPage(reply, signInFailed);
      const user = await accounts.signIn(identity);
      await startSession(request, reply, user.id);
      return sendPopupPage(reply, { type: 'google-sign-in', ok: true });
    } catch (error) {
      if (error instanceof AppError) return sendPopupPage(reply, { ...failed, message: error.message });
      request.log.warn({ err: error }, 'Google sign-in failed');
      return sendPopupPage(reply, failed);
    }
  });
}

function parseFlow(value: string | undefined): Flow | null {
  if (!value) return null;
  try {
    return ZFlow.parse(JSON.parse(value));
  } catch {
    return null;
  }
}
