import { users } from '@partsmith/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { bearerHeaders, trpcMutation, trpcQuery } from '../../test/http';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyPassword } from './password-hashing';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Returning', email, password },
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('the address of a removed account', () => {
  it('registers again; sign-in and password reset reach the live account only, the removed one stays removed', async () => {
    const email = 'comes.back@example.com';
    const first = await register(email, 'first-password');
    expect(first.statusCode).toBe(201);
    const removedId = first.json().user._id as string;
    const removedToken = first.json().accessToken as string;
    const admin = await insertAccount(t.database.db, { role: 'admin' });
    const adminHeaders = bearerHeaders(await startSession(t.database.db, admin.id));
    expect((await trpcMutation(t.app, 'admin.users.remove', { id: removedId }, adminHeaders)).status).toBe(
      200,
    );

    const again = await register(email.toUpperCase(), 'second-password');
    expect(again.statusCode).toBe(201);
    const liveId = again.json().user._id as string;
    expect(liveId).not.toBe(removedId);
    // The address is taken again, by the live account.
    expect((await register(email, 'third-password')).statusCode).toBe(409);

    expect((await login(email, 'first-password')).statusCode).toBe(401);
    const signedIn = await login(email, 'second-password');
    expect(signedIn.json().user._id).toBe(liveId);
    expect(
      (await t.app.inject({ url: `/api/users/${email}`, headers: bearerHeaders(removedToken) })).statusCode,
    ).toBe(403);

    await smtp.takeMailTo(email);
    await smtp.takeMailTo(email);
    await trpcMutation(t.app, 'auth.requestPasswordReset', { email });
    const mail = await smtp.takeMailTo(email);
    const token = new URL(
      /https?:\/\/\S+\/reset-password\S+/.exec(mail.text ?? '')?.[0] ?? '',
    ).searchParams.get('token');
    expect(
      (await trpcMutation(t.app, 'auth.resetPassword', { token, password: 'reset-password' })).status,
    ).toBe(200);
    expect((await login(email, 'reset-password')).json().user._id).toBe(liveId);

    const listed = await trpcQuery(t.app, 'admin.users.list', { search: 'comes.back' }, adminHeaders);
    expect(listed.data).toMatchObject({ items: [{ id: liveId }], total: 1 });
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
