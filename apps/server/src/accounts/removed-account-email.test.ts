import { users } from '@partsmith/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { appTest as it } from '../../test/fixtures';
import { bearerHeaders } from '../../test/http';
import type { TestApp } from '../../test/test-app';
import { statusOf, trpcAs } from '../../test/trpc-client';
import { verifyPassword } from './password-hashing';

const register = (t: TestApp, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Returning', email, password },
  });
const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('the address of a removed account', () => {
  it('registers again; sign-in and password reset reach the live account only, the removed one stays removed', async ({
    t,
    mail,
  }) => {
    const email = 'comes.back@example.com';
    const first = await register(t, email, 'first-password');
    expect(first.statusCode).toBe(201);
    const removedId = first.json().user._id as string;
    const removedToken = first.json().accessToken as string;
    const admin = await insertAccount(t.database.db, { role: 'admin' });
    const adminHeaders = bearerHeaders(await startSession(t.database.db, admin.id));
    expect(await statusOf(trpcAs(t.app, adminHeaders).admin.users.remove.mutate({ id: removedId }))).toBe(
      200,
    );

    const again = await register(t, email.toUpperCase(), 'second-password');
    expect(again.statusCode).toBe(201);
    const liveId = again.json().user._id as string;
    expect(liveId).not.toBe(removedId);
    // The address is taken again, by the live account.
    expect((await register(t, email, 'third-password')).statusCode).toBe(409);

    expect((await login(t, email, 'first-password')).statusCode).toBe(401);
    const signedIn = await login(t, email, 'second-password');
    expect(signedIn.json().user._id).toBe(liveId);
    expect(
      (await t.app.inject({ url: `/api/users/${email}`, headers: bearerHeaders(removedToken) })).statusCode,
    ).toBe(403);

    await mail.takeMailTo(email);
    await mail.takeMailTo(email);
    await trpcAs(t.app).auth.requestPasswordReset.mutate({ email });
    const sent = await mail.takeMailTo(email);
    const token = new URL(
      /https?:\/\/\S+\/reset-password\S+/.exec(sent.text ?? '')?.[0] ?? '',
    ).searchParams.get('token');
    await trpcAs(t.app).auth.resetPassword.mutate({ token: token ?? '', password: 'reset-password' });
    expect((await login(t, email, 'reset-password')).json().user._id).toBe(liveId);

    const listed = await trpcAs(t.app, adminHeaders).admin.users.list.query({ search: 'comes.back' });
    expect(listed).toMatchObject({ items: [{ id: liveId }], total: 1 });
    const [removed] = await t.database.db.select().from(users).where(eq(users.id, removedId));
    expect(removed?.deletedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(removed?.passwordHash ?? '', 'first-password')).toBe(true);
    const rows = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(2);
  });
});
