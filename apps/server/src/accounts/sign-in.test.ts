import { sessions, users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../test/accounts';
import { insertUser } from '../../test/factories';
import { bearerHeaders, cookieHeaders, sessionCookieOf } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, statusOf, trpcAs, withResponse } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const restLogin = (payload: { email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
const profileWith = (headers: Record<string, string>) => trpcAs(t.app, headers).users.profile.query();

describe('sign-in', () => {
  it('signs in over tRPC with the cookie, and over REST with a token; both work, with either credential', async () => {
    const account = await insertAccount(t.database.db);
    const credentials = { email: account.email.toUpperCase(), password: account.password };

    const web = await withResponse(t.app, {}, (client) => client.auth.login.mutate(credentials));
    expect(web.data).toEqual({
      user: { id: account.id, name: account.name, email: account.email, role: 'customer' },
    });
    const cookieToken = sessionCookieOf(web.response)?.value ?? '';
    const api = await restLogin(credentials);
    expect(api.json()).toEqual({
      user: { _id: account.id, name: account.name, email: account.email, role: 'customer' },
      accessToken: expect.any(String),
    });

    expect(await profileWith(cookieHeaders(cookieToken))).toMatchObject({ email: account.email });
    expect(await profileWith(bearerHeaders(cookieToken))).toMatchObject({ email: account.email });
    expect(await profileWith(bearerHeaders(api.json().accessToken))).toMatchObject({
      email: account.email,
    });
  });

  it('gives one answer for a wrong password, an unknown email and a Google-only account', async () => {
    const account = await insertAccount(t.database.db);
    const googleOnly = await insertUser(t.database.db, { googleSub: `google-${crypto.randomUUID()}` });
    for (const attempt of [
      { email: account.email, password: 'not the password' },
      { email: 'nobody-here@example.com', password: 'whatever1' },
      { email: googleOnly.email, password: 'whatever1' },
    ]) {
      const overTrpc = await expectRefusal(trpcAs(t.app).auth.login.mutate(attempt));
      expect(overTrpc.status).toBe(401);
      expect(overTrpc.message).toBe('Email or password is incorrect');
      const overRest = await restLogin(attempt);
      expect(overRest.statusCode).toBe(401);
      expect(overRest.json()).toEqual({ message: 'Email or password is incorrect' });
    }
  });

  it('starts a new session, with a new token, at every sign-in; the browser’s previous one ends', async () => {
    const account = await insertAccount(t.database.db);
    const first = await restLogin(account);
    const second = await restLogin(account);
    expect(first.json().accessToken).not.toBe(second.json().accessToken);

    const web = await withResponse(t.app, {}, (client) => client.auth.login.mutate(account));
    const oldCookie = sessionCookieOf(web.response)?.value ?? '';
    const again = await withResponse(t.app, cookieHeaders(oldCookie), (client) =>
      client.auth.login.mutate(account),
    );
    const newCookie = sessionCookieOf(again.response)?.value ?? '';
    expect(newCookie).not.toBe(oldCookie);
    expect(await statusOf(profileWith(cookieHeaders(newCookie)))).toBe(200);
    expect(await statusOf(profileWith(cookieHeaders(oldCookie)))).toBe(403);
    // API clients keep theirs: each sign-in is its own session.
    expect(await statusOf(profileWith(bearerHeaders(first.json().accessToken)))).toBe(200);
  });

  it('signs out: the session is deleted, the cookie cleared, and the token is refused from then on', async () => {
    const account = await insertAccount(t.database.db);
    const web = await withResponse(t.app, {}, (client) => client.auth.login.mutate(account));
    const token = sessionCookieOf(web.response)?.value ?? '';

    const out = await withResponse(t.app, cookieHeaders(token), (client) => client.auth.logout.mutate());
    expect(out.data).toEqual({ success: true });
    expect(sessionCookieOf(out.response)).toMatchObject({ value: '', maxAge: 0 });
    expect(await trpcAs(t.app, cookieHeaders(token)).users.me.query()).toBeNull();
    expect(await expectRefusal(profileWith(cookieHeaders(token)))).toMatchObject({
      message: 'Forbidden access',
      code: 'FORBIDDEN',
    });

    const api = (await restLogin(account)).json().accessToken;
    const restOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearerHeaders(api),
    });
    expect(restOut.json()).toEqual({ success: true });
    const after = await t.app.inject({ url: `/api/users/${account.email}`, headers: bearerHeaders(api) });
    expect(after.statusCode).toBe(403);
  });

  it('answers no credentials with 401, and bad ones with 403, in the spec’s words', async () => {
    const account = await insertAccount(t.database.db);
    const url = `/api/users/${account.email}`;
    expect((await t.app.inject(url)).json()).toEqual({ message: 'UnAuthorized access' });
    expect((await t.app.inject(url)).statusCode).toBe(401);
    for (const authorization of [
      'Bearer abcdefghijklmnopqrstuvwxyz234567',
      'Bearer null',
      'Basic dXNlcjpwYXNz',
    ]) {
      const response = await t.app.inject({ url, headers: { authorization } });
      expect(response.statusCode, authorization).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden access' });
    }
  });

  it('refuses a removed user, their existing sessions included', async () => {
    const account = await insertAccount(t.database.db);
    const token = (await restLogin(account)).json().accessToken;
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, account.id));

    expect(await statusOf(profileWith(bearerHeaders(token)))).toBe(403);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
    expect((await restLogin(account)).statusCode).toBe(401);
  });
});
