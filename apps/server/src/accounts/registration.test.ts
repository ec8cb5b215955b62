import { users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerHeaders, cookieHeaders, sessionCookieOf } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs, withResponse } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const newEmail = () => `person${++sequence}-${crypto.randomUUID().slice(0, 6)}@example.com`;
const valid = () => ({ name: 'Ada Okafor', email: newEmail(), password: 'secret-enough' });

describe('validation, with the spec messages', () => {
  const registrationCases: [string, Record<string, unknown>, string][] = [
    ['missing name', { name: undefined }, 'Name is required'],
    ['blank name', { name: '   ' }, 'Name is required'],
    ['missing email', { email: undefined }, 'Email is required'],
    ['empty email', { email: '' }, 'Email is required'],
    ['malformed email', { email: 'ada.example.com' }, 'Provide a valid email'],
    ['missing password', { password: undefined }, 'Password is required'],
    ['empty password', { password: '' }, 'Password is required'],
    ['short password', { password: '12345' }, 'Must be 6 characters or longer'],
  ];

  it.each(registrationCases)('registration: %s', async (_case, change, message) => {
    const input = { ...valid(), ...change };
    const overTrpc = await expectRefusal(trpcAs(t.app).auth.register.mutate(input));
    expect(overTrpc.status).toBe(400);
    expect(overTrpc.message).toBe(message);
    const overRest = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    expect(overRest.statusCode).toBe(400);
    expect(overRest.json()).toEqual({ message });
  });

  it.each(registrationCases.filter(([, change]) => !('name' in change)))(
    'sign-in: %s',
    async (_case, change, message) => {
      const { name: _name, ...input } = { ...valid(), ...change };
      const overTrpc = await expectRefusal(trpcAs(t.app).auth.login.mutate(input));
      expect(overTrpc.message).toBe(message);
      const overRest = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: input });
      expect(overRest.json()).toEqual({ message });
    },
  );
});

describe('registration', () => {
  it('signs the new customer in with an httpOnly cookie over tRPC, never a token in the answer', async () => {
    const input = valid();
    const registered = await withResponse(t.app, {}, (client) => client.auth.register.mutate(input));

    expect(registered.data).toEqual({
      user: { id: expect.any(String), name: 'Ada Okafor', email: input.email, role: 'customer' },
    });
    const cookie = sessionCookieOf(registered.response);
    expect(cookie?.value).toMatch(/^[a-z2-7]{32}$/);
    expect(registered.response.body).not.toContain(cookie?.value);

    const me = await trpcAs(t.app, cookieHeaders(cookie?.value ?? '')).users.me.query();
    expect(me).toEqual(registered.data.user);
  });

  it('keeps emails trimmed and lower-case, and unique whatever their case', async () => {
    const email = newEmail();
    const first = await trpcAs(t.app).auth.register.mutate({
      ...valid(),
      email: `  ${email.toUpperCase()} `,
    });
    expect(first).toMatchObject({ user: { email } });

    const again = await expectRefusal(
      trpcAs(t.app).auth.register.mutate({ ...valid(), email: email.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe('An account with this email already exists');
    const overRest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...valid(), email },
    });
    expect(overRest.statusCode).toBe(409);
    expect(overRest.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('never takes a role from the request', async () => {
    const input = { ...valid(), role: 'admin' };
    const overTrpc = await trpcAs(t.app).auth.register.mutate(input);
    expect(overTrpc).toMatchObject({ user: { role: 'customer' } });
    const overRest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...valid(), role: 'admin' },
    });
    expect(overRest.json().user.role).toBe('customer');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.role).toBe('customer');
  });

  it('stores an argon2id hash (m=19 MiB, t=2, p=1), never the password', async () => {
    const input = valid();
    await trpcAs(t.app).auth.register.mutate(input);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(input.password);
  });

  it('answers REST clients 201 with the legacy user and an access token for the bearer header, and no cookie', async () => {
    const input = valid();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      user: { _id: expect.any(String), name: 'Ada Okafor', email: input.email, role: 'customer' },
      accessToken: expect.stringMatching(/^[a-z2-7]{32}$/),
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    const profile = await t.app.inject({
      url: `/api/users/${input.email}`,
      headers: bearerHeaders(body.accessToken),
    });
    expect(profile.json()).toMatchObject({ email: input.email, name: 'Ada Okafor', role: 'customer' });
  });

  it('offers Google sign-in only when a client is configured', async () => {
    expect(await trpcAs(t.app).auth.providers.query()).toEqual({ google: false });
    expect((await t.app.inject('/auth/google/start')).statusCode).toBe(404);
  });
});
