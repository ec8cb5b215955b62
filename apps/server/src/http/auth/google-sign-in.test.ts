import { users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { cookieHeaders, sessionCookieOf, trpcQuery } from '../../../test/http';
import { signInAtProvider, startOidcProvider } from '../../../test/oidc-test-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';

const SHOP = 'http://shop.test';
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;

const people = {
  'google-ada': { email: 'Ada.Lovelace@example.com', email_verified: true, name: 'Ada Lovelace' },
  'google-linked': { email: 'linked@example.com', email_verified: true, name: 'Linked Person' },
  'google-unverified': { email: 'unverified@example.com', email_verified: false, name: 'Not Verified' },
};

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: `${SHOP}/auth/google/callback`, people });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    OIDC_ISSUER: provider.issuer,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The popup's whole trip: our start route, the provider's pages, and our callback with the flow cookie. */
async function signInThroughPopup(login: string) {
  const start = await t.app.inject('/auth/google/start');
  expect(start.statusCode).toBe(302);
  const flow = start.cookies.find((cookie) => cookie.name === 'partsmith_google_flow');
  expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/google' });
  const callback = await signInAtProvider({
    authorizationUrl: String(start.headers.location),
    login,
    shopOrigin: SHOP,
  });
  return t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    cookies: { partsmith_google_flow: flow?.value ?? '' },
  });
}

function broadcastOf(page: string) {
  const encoded = /data-message="([^"]*)"/.exec(page)?.[1] ?? '';
  return JSON.parse(encoded.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))));
}

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  it('is offered, and starts with PKCE S256, state and nonce at the configured issuer', async () => {
    expect((await trpcQuery(t.app, 'auth.providers')).data).toEqual({ google: true });
    const start = await t.app.inject('/auth/google/start');
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${SHOP}/auth/google/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const parameter of ['state', 'nonce', 'code_challenge'])
      expect(location.searchParams.get(parameter)).toBeTruthy();
  });

  it('creates an account for a new person, signs them in and reports to the app from the popup', async () => {
    const callback = await signInThroughPopup('google-ada');

    expect(callback.statusCode).toBe(200);
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(callback.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+'/);
    expect(callback.body).toContain('new BroadcastChannel("partsmith-auth")');
    expect(broadcastOf(callback.body)).toEqual({ type: 'google-sign-in', ok: true });
    const session = sessionCookieOf(callback);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await trpcQuery(t.app, 'users.me', undefined, cookieHeaders(session?.value ?? ''));
    expect(me.data).toMatchObject({
      email: 'ada.lovelace@example.com',
      name: 'Ada Lovelace',
      role: 'customer',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ada.lovelace@example.com'));
    expect(row).toMatchObject({ googleSub: 'google-ada', passwordHash: null });

    const again = await signInThroughPopup('google-ada');
    const meAgain = await trpcQuery(
      t.app,
      'users.me',
      undefined,
      cookieHeaders(sessionCookieOf(again)?.value ?? ''),
    );
    expect(meAgain.data).toMatchObject({ id: row?.id });
  });

  it('links to the existing account with the same verified email, which keeps its password', async () => {
    const existing = await insertAccount(t.database.db);
    await t.database.db.update(users).set({ email: 'linked@example.com' }).where(eq(users.id, existing.id));

    const callback = await signInThroughPopup('google-linked');

    const me = await trpcQuery(
      t.app,
      'users.me',
      undefined,
      cookieHeaders(sessionCookieOf(callback)?.value ?? ''),
    );
    expect(me.data).toMatchObject({ id: existing.id, email: 'linked@example.com' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSub).toBe('google-linked');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'linked@example.com', password: existing.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an identity whose email the provider has not verified', async () => {
    const callback = await signInThroughPopup('google-unverified');

    expect(callback.statusCode).toBe(400);
    expect(broadcastOf(callback.body)).toMatchObject({ type: 'google-sign-in', ok: false });
    expect(sessionCookieOf(callback)).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'unverified@example.com'));
    expect(row).toBeUndefined();
  });

  it('refuses a callback that did not start here (no flow cookie, or another state)', async () => {
    const start = await t.app.inject('/auth/google/start');
    const callback = await signInAtProvider({
      authorizationUrl: String(start.headers.location),
      login: 'google-ada',
      shopOrigin: SHOP,
    });
    const withoutCookie = await t.app.inject(`${callback.pathname}${callback.search}`);
    expect(withoutCookie.statusCode).toBe(400);
    expect(sessionCookieOf(withoutCookie)).toBeUndefined();

    const otherStart = await t.app.inject('/auth/google/start');
    const otherFlow = otherStart.cookies.find((cookie) => cookie.name === 'partsmith_google_flow');
    const crossed = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      cookies: { partsmith_google_flow: otherFlow?.value ?? '' },
    });
    expect(crossed.statusCode).toBe(400);
    expect(sessionCookieOf(crossed)).toBeUndefined();
  });
});
