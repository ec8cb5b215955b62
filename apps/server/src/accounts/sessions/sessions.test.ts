import { sessions } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { createTestClock, DAY_MS, HOUR_MS, MINUTE_MS } from '../../../test/clock';
import { bearerHeaders, cookieHeaders, sessionCookieOf } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outcomeOf, trpcAs, withResponse } from '../../../test/trpc-client';
import { hashSecretToken } from '../secret-token';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

async function signIn() {
  const account = await insertAccount(t.database.db);
  const { response } = await withResponse(t.app, {}, (client) => client.auth.login.mutate(account));
  const cookie = sessionCookieOf(response);
  return { account, token: cookie?.value ?? '', cookie };
}

const storedExpiry = async (token: string) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, hashSecretToken(token)));
  return row?.expiresAt.getTime();
};
/** Reads the profile with `token`'s cookie: the answer's status and the response (for the cookie it sets). */
async function use(token: string) {
  const read = withResponse(t.app, cookieHeaders(token), (client) => client.users.profile.query());
  const outcome = await outcomeOf(read);
  return outcome.refusal ?? { status: 200, response: outcome.data.response };
}

describe('sessions', () => {
  it('set an httpOnly, SameSite=Lax, whole-site cookie expiring with the session (10 days)', async () => {
    const { cookie } = await signIn();
    expect(cookie).toMatchObject({ name: 'partsmith_session', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.expires?.getTime()).toBe(clock.now().getTime() + 10 * DAY_MS);
  });

  it('end after 10 days without use', async () => {
    const { token } = await signIn();
    clock.advance(10 * DAY_MS - MINUTE_MS);
    expect((await use(token)).status).toBe(200);
    clock.advance(10 * DAY_MS);
    const expired = await use(token);
    expect(expired.status).toBe(403);
    expect(sessionCookieOf(expired.response)).toMatchObject({ value: '', maxAge: 0 });
    expect(await storedExpiry(token)).toBeUndefined();
  });

  it('move their expiry forward at most once an hour, and re-send the cookie when they do', async () => {
    const { token } = await signIn();
    const signedInAt = clock.now().getTime();

    clock.advance(59 * MINUTE_MS);
    const early = await use(token);
    expect(await storedExpiry(token)).toBe(signedInAt + 10 * DAY_MS);
    expect(sessionCookieOf(early.response)).toBeUndefined();

    clock.advance(2 * MINUTE_MS);
    const later = await use(token);
    const refreshedTo = clock.now().getTime() + 10 * DAY_MS;
    expect(await storedExpiry(token)).toBe(refreshedTo);
    expect(sessionCookieOf(later.response)?.expires?.getTime()).toBe(refreshedTo);
  });

  it('never outlive 30 days, however often they are used', async () => {
    const { token } = await signIn();
    const signedInAt = clock.now().getTime();
    for (let day = 3; day < 30; day += 3) {
      clock.advance(3 * DAY_MS);
      expect((await use(token)).status, `day ${day}`).toBe(200);
    }
    expect(await storedExpiry(token)).toBe(signedInAt + 30 * DAY_MS);
    clock.advance(3 * DAY_MS - HOUR_MS);
    expect((await use(token)).status).toBe(200);
    clock.advance(HOUR_MS);
    expect((await use(token)).status).toBe(403);
  });

  it('answer a token nobody issued like an ended one, and clear such a cookie', async () => {
    const response = await use('abcdefghijklmnopqrstuvwxyz234567');
    expect(response.status).toBe(403);
    expect(sessionCookieOf(response.response)).toMatchObject({ value: '', maxAge: 0 });
    expect(await trpcAs(t.app, bearerHeaders('nope')).users.me.query()).toBeNull();
  });
});

describe('sessions in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.test' });
  });
  afterAll(() => production.close());

  it('use a Secure cookie named with the __Host- prefix', async () => {
    const account = await insertAccount(production.database.db);
    const { response } = await withResponse(production.app, {}, (client) =>
      client.auth.login.mutate(account),
    );
    const cookie = sessionCookieOf(response, '__Host-partsmith_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    const me = await trpcAs(
      production.app,
      cookieHeaders(cookie?.value ?? '', '__Host-partsmith_session'),
    ).users.me.query();
    expect(me).toMatchObject({ email: account.email });
  });
});
