import { users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../../test/accounts';
import { SHOP_ORIGIN, throughGooglePopup } from '../../../test/google-popup';
import { bearerHeaders, cookieHeaders, sessionCookieOf } from '../../../test/http';
import { startOidcProvider, type TestIdentity } from '../../../test/oidc-test-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { trpcAs, withResponse } from '../../../test/trpc-client';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;

/** The provider's people, by login (their `sub`); each test uses people of its own. */
const people: Record<string, TestIdentity> = {
  'google-other-address': { email: 'someone.else@gmail.example', email_verified: true },
  'google-squatted': { email: 'squatted@example.com', email_verified: true, name: 'Real Owner' },
  'google-stranger': { email: 'stranger@gmail.example', email_verified: true },
  'google-taken': { email: 'taken@gmail.example', email_verified: true },
  'google-unverified': { email: 'unverified@gmail.example', email_verified: false },
  'google-bound': { email: 'bound@gmail.example', email_verified: true },
  'google-admin': { email: 'admin.personal@gmail.example', email_verified: true },
};

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: `${SHOP_ORIGIN}/auth/google/callback`, people });
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

const restLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** A signed-in account (cookie session, as the web app holds it); its email verified unless told otherwise. */
async function signedInAccount({ verified = true, role = 'customer' as 'customer' | 'admin' } = {}) {
  const account = await insertAccount(t.database.db, { role });
  if (verified)
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.id));
  return { ...account, session: await startSession(t.database.db, account.id) };
}

const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

const connectFrom = (session: string, login: string, callbackSession = session) =>
  throughGooglePopup(t.app, { login, connect: true, session, callbackSession });

const refusal = (message: string) => ({ type: 'google-connect', ok: false, message });

describe('Connect Google from My Profile', () => {
  it('links the identity to the signed-in account, which keeps its email, password and sessions', async () => {
    const account = await signedInAccount();
    const otherSession = await startSession(t.database.db, account.id);

    const { callback, message } = await connectFrom(account.session, 'google-other-address');

    expect(callback.statusCode).toBe(200);
    expect(message).toEqual({
      type: 'google-connect',
      ok: true,
      message: 'Google is connected: you can now sign in with it.',
    });
    const profile = await trpcAs(t.app, cookieHeaders(account.session)).users.profile.query();
    expect(profile).toMatchObject({ email: account.email, emailVerified: true, googleConnected: true });
    expect((await restLogin(account.email, account.password)).statusCode).toBe(200);
    expect(await trpcAs(t.app, bearerHeaders(otherSession)).users.me.query()).toMatchObject({
      id: account.id,
    });
    // From now on Google opens this account.
    const signIn = await throughGooglePopup(t.app, { login: 'google-other-address' });
    expect(await trpcAs(t.app, cookieHeaders(signIn.session ?? '')).users.me.query()).toMatchObject({
      id: account.id,
    });
  });

  it('an unverified account proven by Google loses its password and every other session; this browser stays in', async () => {
    // Registered with a password nobody has proven belongs to the mailbox's owner.
    const registered = await withResponse(t.app, {}, (client) =>
      client.auth.register.mutate({
        name: 'Squatter',
        email: 'squatted@example.com',
        password: 'squatters-password',
      }),
    );
    const browserSession = sessionCookieOf(registered.response)?.value ?? '';
    const otherSession = (await restLogin('squatted@example.com', 'squatters-password')).json().accessToken;

    const { message, session: freshSession } = await connectFrom(browserSession, 'google-squatted');

    expect(message).toEqual({
      type: 'google-connect',
      ok: true,
      message:
        'Google confirmed your email address and is now connected. Your old password no longer works and your other sessions have ended; use Reset Password on the log in page if you want a new one.',
    });
    expect((await restLogin('squatted@example.com', 'squatters-password')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/users/squatted@example.com', headers: bearerHeaders(otherSession) }))
        .statusCode,
    ).toBe(403);
    expect(await trpcAs(t.app, cookieHeaders(browserSession)).users.me.query()).toBeNull();
    expect(freshSession).toMatch(/^[a-z2-7]{32}$/);
    const profile = await trpcAs(t.app, cookieHeaders(freshSession ?? '')).users.profile.query();
    expect(profile).toMatchObject({
      email: 'squatted@example.com',
      emailVerified: true,
      googleConnected: true,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'squatted@example.com'));
    expect(row).toMatchObject({ passwordHash: null, googleSub: 'google-squatted' });
  });

  it('refuses a different Google address for an unverified account, and changes nothing', async () => {
    const account = await signedInAccount({ verified: false });

    const { callback, message } = await connectFrom(account.session, 'google-stranger');

    expect(callback.statusCode).toBe(400);
    expect(message).toEqual(
      refusal(
        'Verify your email address first (open the link we mailed you), or connect the Google account that uses this same address.',
      ),
    );
    expect(await rowOf(account.id)).toMatchObject({ googleSub: null, emailVerifiedAt: null });
    expect((await restLogin(account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses an identity already linked to another account, and an address Google has not verified', async () => {
    const owner = await signedInAccount();
    expect((await connectFrom(owner.session, 'google-taken')).message.ok).toBe(true);
    const account = await signedInAccount();

    const taken = await connectFrom(account.session, 'google-taken');
    expect(taken.message).toEqual(refusal('This Google account is already connected to another account.'));
    const unverified = await connectFrom(account.session, 'google-unverified');
    expect(unverified.message).toEqual(
      refusal('Google has not verified the email address of this Google account, so it cannot be used here.'),
    );

    expect((await rowOf(account.id))?.googleSub).toBeNull();
    expect((await rowOf(owner.id))?.googleSub).toBe('google-taken');
  });

  it('binds the flow to the session that started it: another session, or none, cannot finish it', async () => {
    const starter = await signedInAccount();
    const intruder = await signedInAccount();

    const finishedByIntruder = await connectFrom(starter.session, 'google-bound', intruder.session);
    expect(finishedByIntruder.callback.statusCode).toBe(400);
    expect(finishedByIntruder.message).toEqual(
      refusal('Connecting Google did not complete. Please log in and try again from My Profile.'),
    );
    const finishedSignedOut = await throughGooglePopup(t.app, {
      login: 'google-bound',
      connect: true,
      session: starter.session,
      callbackSession: '',
    });
    expect(finishedSignedOut.message.ok).toBe(false);

    expect((await rowOf(starter.id))?.googleSub).toBeNull();
    expect((await rowOf(intruder.id))?.googleSub).toBeNull();
    expect(finishedByIntruder.session).toBeUndefined();
  });

  it('starts only for a signed-in visitor, from our own pages', async () => {
    const signedOut = await t.app.inject({
      url: '/auth/google/connect',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(signedOut.statusCode).toBe(400);
    expect(signedOut.headers.location).toBeUndefined();

    const account = await signedInAccount();
    const fromAnotherSite = await t.app.inject({
      url: '/auth/google/connect',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { partsmith_session: account.session },
    });
    expect(fromAnotherSite.statusCode).toBe(400);
    expect(fromAnotherSite.headers.location).toBeUndefined();
    expect(fromAnotherSite.cookies.find((cookie) => cookie.name === 'partsmith_google_flow')).toBeUndefined();
  });

  it('lets an admin link Google explicitly, and then sign in with it', async () => {
    const admin = await signedInAccount({ role: 'admin' });

    expect((await connectFrom(admin.session, 'google-admin')).message.ok).toBe(true);

    const signIn = await throughGooglePopup(t.app, { login: 'google-admin' });
    expect(await trpcAs(t.app, cookieHeaders(signIn.session ?? '')).users.me.query()).toMatchObject({
      id: admin.id,
      role: 'admin',
    });
  });
});
