import { users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../test/http';
import { signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, statusOf, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fields = {
  phone: '+44 20 7946 0018',
  address: '14 Foundry Row, Sheffield',
  linkedin: 'https://www.linkedin.com/in/ada-okafor',
  education: 'BEng Mechanical Engineering',
  nid: 'AB123456C',
};

/** What My Profile shows a new customer who saved `fields`. */
const savedProfile = (account: { email: string; name: string }) => ({
  ...fields,
  email: account.email,
  name: account.name,
  role: 'customer',
  emailVerified: false,
  googleConnected: false,
});
/** The legacy REST save of the profile of `email`. */
const putProfile = (email: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${email}`, headers, payload });

const customer = (role: 'customer' | 'admin' = 'customer') => signedInAccount(t, role);

describe('My Profile', () => {
  it('shows the account’s name, email, role and sign-in state, with empty fields as null', async () => {
    const a = await customer();
    const profile = await trpcAs(t.app, a.cookie).users.profile.query();
    expect(profile).toEqual({
      email: a.email,
      name: a.name,
      phone: null,
      address: null,
      linkedin: null,
      education: null,
      nid: null,
      role: 'customer',
      emailVerified: false,
      googleConnected: false,
    });
  });

  it('saves the fields, says whether anything changed, and never takes a role, name or email', async () => {
    const a = await customer();
    const update = { ...fields, role: 'admin', name: 'Someone Else' };
    const saved = await trpcAs(t.app, a.cookie).users.updateProfile.mutate(update);
    expect(saved).toEqual({ profile: savedProfile(a), changed: true });
    const again = await trpcAs(t.app, a.cookie).users.updateProfile.mutate(fields);
    expect(again).toMatchObject({ changed: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.id));
    expect(row).toMatchObject({ ...fields, role: 'customer', name: a.name });
  });

  it.each([
    ['phone', '', 'Phone is required'],
    ['address', '  ', 'Address is required'],
    ['linkedin', '', 'LinkedIn URL is required'],
    ['linkedin', 'not a url', 'Provide a valid LinkedIn URL'],
    ['linkedin', 'javascript:alert(1)', 'Provide a valid LinkedIn URL'],
    ['education', '', 'Education is required'],
    ['nid', '', 'NID is required'],
    ['nid', undefined, 'NID is required'],
  ])('requires %s (%j): %s', async (field, value, message) => {
    const a = await customer();
    const answer = await expectRefusal(
      trpcAs(t.app, a.cookie).users.updateProfile.mutate({ ...fields, [field]: value }),
    );
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(message);
  });

  it('answers the legacy REST calls in their shapes, for the caller’s own email', async () => {
    const a = await customer();
    const put = await putProfile(a.email.toUpperCase(), a.bearer, { ...fields, role: 'admin' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      result: { acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null },
    });
    const get = await t.app.inject({ url: `/api/users/${a.email}`, headers: a.bearer });
    expect(get.json()).toEqual(savedProfile(a));
    const invalid = await putProfile(a.email, a.bearer, { ...fields, phone: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Phone is required' });
  });
});

describe('one user never reaches another’s account', () => {
  it('refuses reading or changing B’s profile, over REST and tRPC', async () => {
    const [a, b] = [await customer(), await customer()];
    const read = await t.app.inject({ url: `/api/users/${b.email}`, headers: a.bearer });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ message: 'Forbidden access' });
    const write = await putProfile(b.email, a.bearer, fields);
    expect(write.statusCode).toBe(403);
    expect(await statusOf(trpcAs(t.app, a.cookie).users.profile.query({ email: b.email }))).toBe(403);
    expect(
      await statusOf(trpcAs(t.app, a.cookie).users.updateProfile.mutate({ ...fields, email: b.email })),
    ).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, b.id));
    expect(row?.phone).toBeNull();
  });

  it('answers admin status for one’s own email only, unless an admin asks', async () => {
    const [a, b, admin] = [await customer(), await customer(), await customer('admin')];
    expect((await t.app.inject({ url: `/api/admin/${a.email}`, headers: a.bearer })).json()).toEqual({
      admin: false,
    });
    const other = await t.app.inject({ url: `/api/admin/${admin.email}`, headers: a.bearer });
    expect(other.statusCode).toBe(403);
    expect(await statusOf(trpcAs(t.app, a.cookie).users.isAdmin.query({ email: b.email }))).toBe(403);

    expect((await t.app.inject({ url: `/api/admin/${admin.email}`, headers: admin.bearer })).json()).toEqual({
      admin: true,
    });
    expect(await trpcAs(t.app, admin.cookie).users.isAdmin.query({ email: b.email })).toEqual({
      admin: false,
    });
    expect(await trpcAs(t.app, admin.cookie).users.isAdmin.query({ email: 'nobody@example.com' })).toEqual({
      admin: false,
    });
  });

  it('issues a further token only to a caller already signed in as that email (PUT /api/user/{email})', async () => {
    const [a, b] = [await customer(), await customer()];
    /** The spec's "token for this email" call: the body names the same email as the path. */
    const askToken = (email: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'PUT', url: `/api/user/${email}`, headers, payload: { email } });
    const own = await askToken(a.email, a.bearer);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      result: { acknowledged: true, matchedCount: 1, modifiedCount: 0, upsertedCount: 0, upsertedId: null },
      token: expect.stringMatching(/^[a-z2-7]{32}$/),
    });
    const fresh = await t.app.inject({
      url: `/api/users/${a.email}`,
      headers: bearerHeaders(own.json().token),
    });
    expect(fresh.json()).toMatchObject({ email: a.email });

    const theirs = await askToken(b.email, a.bearer);
    expect(theirs.statusCode).toBe(403);
    const anonymous = await askToken(a.email);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'UnAuthorized access' });
    const badToken = await askToken(a.email, bearerHeaders('abcdefghijklmnopqrstuvwxyz234567'));
    expect(badToken.statusCode).toBe(403);
  });
});
