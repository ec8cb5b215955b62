import { users } from '@partsmith/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../../test/accounts';
import { GUEST_CART_COOKIE, guestWithLine } from '../../../test/carts';
import { insertProduct } from '../../../test/factories';
import { SHOP_ORIGIN, throughGooglePopup } from '../../../test/google-popup';
import { bearerHeaders, cookieHeaders, sessionCookieOf } from '../../../test/http';
import { signInAtProvider, startOidcProvider, type TestIdentity } from '../../../test/oidc-test-provider';
import { startSmtpCapture } from '../../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { trpcAs } from '../../../test/trpc-client';

const ACCOUNT_EXISTS =
  'An account with this email already exists. Sign in with your password, then connect Google from My Profile.';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;

/** The provider's people, by login (their `sub`); each test uses people of its own. */
const people: Record<string, TestIdentity> = {
  'google-ada': { email: 'Ada.Lovelace@example.com', email_verified: true, name: 'Ada Lovelace' },
  'google-unverified': { email: 'unverified@example.com', email_verified: false, name: 'Not Verified' },
  'google-victim': { email: 'victim@example.com', email_verified: true, name: 'Vera Victim' },
  'google-linked': { email: 'linked@example.com', email_verified: true, name: 'Linked Person' },
  'google-unproven-claim': { email: 'claim@example.com', email_verified: false, name: 'Claimed' },
  'google-boss': { email: 'boss@example.com', email_verified: true, name: 'Boss' },
  'google-promoted': { email: 'promoted@example.com', email_verified: true, name: 'Promoted' },
  'google-returning': { email: 'returning@example.com', email_verified: true, name: 'Returning' },
  'google-shopper': { email: 'shopper@example.com', email_verified: true, name: 'Shopper' },
};

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: `${SHOP_ORIGIN}/auth/google/callback`, people });
  smtp = await startSmtpCapture();
  t = await createTestApp({
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    OIDC_ISSUER: provider.issuer,
    SMTP_URL: smtp.url,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
  await smtp.close();
});

const signInThroughPopup = (login: string) => throughGooglePopup(t.app, { login });

/** An account with this email that can sign in with its password; verified unless told otherwise. */
async function accountWith(
  email: string,
  { verified = true, role = 'customer' as 'customer' | 'admin' } = {},
) {
  const created = await insertAccount(t.database.db, { role });
  await t.database.db
    .update(users)
    .set({ email, emailVerifiedAt: verified ? new Date() : null })
    .where(eq(users.id, created.id));
  return { ...created, email };
}

const rowsWithEmail = (email: string) =>
  t.database.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);

const restLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function meWith(session: string | undefined) {
  return trpcAs(t.app, cookieHeaders(session ?? '')).users.me.query();
}

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  it("merges the visitor's cart into the account's and drops the guest cart cookie", async () => {
    const part = await insertProduct(t.database.db, { quantity: 10, minimumOrderQuantity: 1 });
    const guest = await guestWithLine(t, part.id, 3);
    const token = /partsmith_cart=([^;]+)/.exec(guest.headers.cookie ?? '')?.[1] ?? '';
    const { callback, session } = await throughGooglePopup(t.app, {
      login: 'google-shopper',
      browserCookies: { [GUEST_CART_COOKIE]: token },
    });
    expect(callback.cookies.find((cookie) => cookie.name === GUEST_CART_COOKIE)?.value).toBe('');
    const cart = await trpcAs(t.app, cookieHeaders(session ?? '')).cart.view.query();
    expect(cart).toMatchObject({ lines: [{ productId: part.id, quantity: 3 }], mergeNotice: [] });
  });

  it('is offered, and starts with PKCE S256, state and nonce at the configured issuer', async () => {
    expect(await trpcAs(t.app).auth.providers.query()).toEqual({ google: true });
    const start = await t.app.inject('/auth/google/start');
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${SHOP_ORIGIN}/auth/google/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const parameter of ['state', 'nonce', 'code_challenge'])
      expect(location.searchParams.get(parameter)).toBeTruthy();
    const flow = start.cookies.find((cookie) => cookie.name === 'partsmith_google_flow');
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/google' });
  });

  it('creates a verified account without a password for a new person, and reports to the app from the popup', async () => {
    const { callback, message, session } = await signInThroughPopup('google-ada');

    expect(callback.statusCode).toBe(200);
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(callback.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+'/);
    expect(callback.body).toContain('new BroadcastChannel("partsmith-auth")');
    expect(message).toEqual({ type: 'google-sign-in', ok: true });
    expect(sessionCookieOf(callback)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const profile = await trpcAs(t.app, cookieHeaders(session ?? '')).users.profile.query();
    expect(profile).toMatchObject({
      email: 'ada.lovelace@example.com',
      name: 'Ada Lovelace',
      role: 'customer',
      emailVerified: true,
      googleConnected: true,
    });
    const [row] = await rowsWithEmail('ada.lovelace@example.com');
    expect(row).toMatchObject({ googleSub: 'google-ada', passwordHash: null });

    const again = await signInThroughPopup('google-ada');
    expect((await meWith(again.session))?.id).toBe(row?.id);
  });

  it('refuses a new person whose email the provider has not verified, and creates nothing', async () => {
    const { callback, message } = await signInThroughPopup('google-unverified');

    expect(callback.statusCode).toBe(400);
    expect(message).toEqual({
      type: 'google-sign-in',
      ok: false,
      message: 'Google has not verified the email address of this Google account, so it cannot be used here.',
    });
    expect(sessionCookieOf(callback)).toBeUndefined();
    expect(await rowsWithEmail('unverified@example.com')).toEqual([]);
  });

  it('refuses a callback that did not start here (no flow cookie, or another state)', async () => {
    const start = await t.app.inject('/auth/google/start');
    const callback = await signInAtProvider({
      authorizationUrl: String(start.headers.location),
      login: 'google-ada',
      shopOrigin: SHOP_ORIGIN,
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

describe('an account that already has the Google address', () => {
  it('pre-hijack: an attacker who registered the victim’s address gets nothing when the victim uses Google', async () => {
    // The attacker signs up first, with a password of their own; they cannot open the mailed link.
    const attacker = { name: 'Mallory', email: 'victim@example.com', password: 'attacker-password' };
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: attacker });
    expect(registered.statusCode).toBe(201);
    const attackerToken = registered.json().accessToken as string;

    const refused = await signInThroughPopup('google-victim');
    expect(refused.callback.statusCode).toBe(400);
    expect(refused.message).toEqual({ type: 'google-sign-in', ok: false, message: ACCOUNT_EXISTS });
    expect(refused.callback.body).toContain(
      'An account with this email already exists. Sign in with your password, then connect Google from My Profile.',
    );
    expect(refused.session).toBeUndefined();
    // Nothing linked, and no second account for the address either.
    const rows = await rowsWithEmail('victim@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ googleSub: null, emailVerifiedAt: null, name: 'Mallory' });
    // The attacker's session sees only what the attacker put there.
    const seen = await trpcAs(t.app, bearerHeaders(attackerToken)).users.profile.query();
    expect(seen).toMatchObject({
      name: 'Mallory',
      emailVerified: false,
      googleConnected: false,
      nid: null,
    });
    expect(await trpcAs(t.app, bearerHeaders(attackerToken)).orders.mine.query({})).toMatchObject({
      items: [],
      total: 0,
    });

    // The victim takes the address back with a password reset, which proves the mailbox.
    await smtp.takeMailTo('victim@example.com');
    await trpcAs(t.app).auth.requestPasswordReset.mutate({ email: 'victim@example.com' });
    const resetMail = await smtp.takeMailTo('victim@example.com');
    const token = new URL(/https?:\/\/\S+/.exec(resetMail.text ?? '')?.[0] ?? '').searchParams.get('token');
    await trpcAs(t.app).auth.resetPassword.mutate({ token: token ?? '', password: 'victims-own' });
    expect((await restLogin(attacker.email, attacker.password)).statusCode).toBe(401);
    const attackerNow = await t.app.inject({
      url: '/api/users/victim@example.com',
      headers: bearerHeaders(attackerToken),
    });
    expect(attackerNow.statusCode).toBe(403);

    const linked = await signInThroughPopup('google-victim');
    expect(linked.message).toEqual({ type: 'google-sign-in', ok: true });
    expect((await meWith(linked.session))?.id).toBe(rows[0]?.id);
    expect((await rowsWithEmail('victim@example.com'))[0]?.googleSub).toBe('google-victim');
  });

  it('links a verified account when Google verified the same email; the account keeps its password', async () => {
    const existing = await accountWith('linked@example.com');

    const { message, session } = await signInThroughPopup('google-linked');

    expect(message).toEqual({ type: 'google-sign-in', ok: true });
    expect(await meWith(session)).toMatchObject({ id: existing.id, email: 'linked@example.com' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSub).toBe('google-linked');
    expect((await restLogin('linked@example.com', existing.password)).statusCode).toBe(200);
  });

  it('refuses to link a verified account when Google does not vouch for the email', async () => {
    const existing = await accountWith('claim@example.com');

    const { callback, message } = await signInThroughPopup('google-unproven-claim');

    expect(callback.statusCode).toBe(400);
    expect(message).toEqual({ type: 'google-sign-in', ok: false, message: ACCOUNT_EXISTS });
    expect(sessionCookieOf(callback)).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSub).toBeNull();
  });

  it('never links an admin account implicitly, verified on both sides or not', async () => {
    const admin = await accountWith('boss@example.com', { role: 'admin' });

    const { callback, message } = await signInThroughPopup('google-boss');

    expect(callback.statusCode).toBe(400);
    expect(message).toEqual({ type: 'google-sign-in', ok: false, message: ACCOUNT_EXISTS });
    expect(sessionCookieOf(callback)).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.googleSub).toBeNull();
  });

  it('drops an implicit link when the customer is made admin, so Google alone no longer opens the account', async () => {
    const customer = await accountWith('promoted@example.com');
    expect((await signInThroughPopup('google-promoted')).message).toEqual({
      type: 'google-sign-in',
      ok: true,
    });
    const boss = await insertAccount(t.database.db, { role: 'admin' });
    const promoted = await trpcAs(
      t.app,
      bearerHeaders(await startSession(t.database.db, boss.id)),
    ).admin.users.makeAdmin.mutate({ email: customer.email });
    expect(promoted).toEqual({ changed: true });

    const { message, session } = await signInThroughPopup('google-promoted');

    expect(message).toEqual({ type: 'google-sign-in', ok: false, message: ACCOUNT_EXISTS });
    expect(session).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ role: 'admin', googleSub: null });
  });

  it('leaves a removed account closed: its Google identity and address start a new account', async () => {
    const first = await signInThroughPopup('google-returning');
    const removedId = (await meWith(first.session))?.id;
    const boss = await insertAccount(t.database.db, { role: 'admin' });
    const removal = await trpcAs(
      t.app,
      bearerHeaders(await startSession(t.database.db, boss.id)),
    ).admin.users.remove.mutate({ id: removedId ?? '' });
    expect(removal).toEqual({ success: true });
    expect(await meWith(first.session)).toBeNull();

    const again = await signInThroughPopup('google-returning');

    expect(again.message).toEqual({ type: 'google-sign-in', ok: true });
    const me = await meWith(again.session);
    expect(me?.id).toBeDefined();
    expect(me?.id).not.toBe(removedId);
    const [removed] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, removedId ?? ''));
    expect(removed?.deletedAt).toBeInstanceOf(Date);
  });
});
