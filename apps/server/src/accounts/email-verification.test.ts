import { emailVerifications, users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../test/clock';
import { appTest as it, type Mail } from '../../test/fixtures';
import { bearerHeaders, cookieHeaders, sessionCookieOf } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, statusOf, trpcAs, withResponse } from '../../test/trpc-client';

const INVALID =
  'This verification link is invalid, has expired or was already used. You can send a new one from My Profile.';

let sequence = 0;

/** Registers over tRPC as the web app does: the browser holds the session cookie. */
async function register(t: TestApp) {
  const email = `verify${++sequence}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  const { response } = await withResponse(t.app, {}, (client) =>
    client.auth.register.mutate({ name: 'Ada Okafor', email, password: 'secret-enough' }),
  );
  const session = sessionCookieOf(response)?.value ?? '';
  return { email, headers: cookieHeaders(session) };
}

/** The link of the oldest verification mail to `email` the SMTP server received. */
async function mailedLink(mail: Mail, email: string) {
  const sent = await mail.takeMailTo(email);
  const link = new URL(/https?:\/\/\S+/.exec(sent.text ?? '')?.[0] ?? '');
  return { sent, link, token: link.searchParams.get('token') ?? '' };
}

const verify = (t: TestApp, token: string, headers: Record<string, string>) =>
  trpcAs(t.app, headers).auth.verifyEmail.mutate({ token });

async function emailVerified(t: TestApp, headers: Record<string, string>) {
  return (await trpcAs(t.app, headers).users.profile.query()).emailVerified;
}

describe('email verification', () => {
  it('mails a link on registration that verifies the email once; My Profile says so', async ({ t, mail }) => {
    const account = await register(t);
    expect(await emailVerified(t, account.headers)).toBe(false);

    const { sent, link, token } = await mailedLink(mail, account.email);
    expect(sent.subject).toBe('Verify your Partsmith email address');
    expect(sent.from?.address).toBe('shop@partsmith.test');
    expect(`${link.origin}${link.pathname}`).toBe('http://shop.test/verify-email');
    expect(sent.html).toContain(link.href);

    expect(await verify(t, token, account.headers)).toEqual({ success: true });
    expect(await emailVerified(t, account.headers)).toBe(true);

    const reused = await expectRefusal(verify(t, token, account.headers));
    expect(reused).toMatchObject({ status: 400, message: INVALID });
  });

  it('works for 24 hours and not after; "send the link again" mails a new one', async ({
    t,
    mail,
    clock,
  }) => {
    const early = await register(t);
    const late = await register(t);
    const { token: earlyToken } = await mailedLink(mail, early.email);
    const { token: lateToken } = await mailedLink(mail, late.email);

    clock.advance(24 * HOUR_MS - MINUTE_MS);
    expect(await verify(t, earlyToken, early.headers)).toEqual({ success: true });
    clock.advance(2 * MINUTE_MS);
    const expired = await expectRefusal(verify(t, lateToken, late.headers));
    expect(expired).toMatchObject({ status: 400, message: INVALID });
    expect(await emailVerified(t, late.headers)).toBe(false);

    const resent = await trpcAs(t.app, late.headers).auth.resendEmailVerification.mutate();
    expect(resent).toEqual({ success: true });
    const { token: newToken } = await mailedLink(mail, late.email);
    expect(await verify(t, newToken, late.headers)).toEqual({ success: true });
    expect(await emailVerified(t, late.headers)).toBe(true);
  });

  it('refuses a wrong token with a human message and changes nothing', async ({ t, mail }) => {
    const account = await register(t);
    const { token } = await mailedLink(mail, account.email);

    // 42: what a client that ignores the input's type could send.
    for (const wrong of [
      'not-a-token',
      'abcdefghijklmnopqrstuvwxyz234567',
      `${token}x`,
      '',
      42 as unknown as string,
    ]) {
      const answer = await expectRefusal(verify(t, wrong, account.headers));
      expect(answer, String(wrong)).toMatchObject({ status: 400, message: INVALID });
    }
    expect(await emailVerified(t, account.headers)).toBe(false);
    // The real link is untouched by the failures.
    expect(await verify(t, token, account.headers)).toEqual({ success: true });
  });

  it('verifies only for the signed-in owner of the account: another account, or nobody, spends nothing', async ({
    t,
    mail,
  }) => {
    const owner = await register(t);
    const other = await register(t);
    const { token } = await mailedLink(mail, owner.email);

    const byOther = await expectRefusal(verify(t, token, other.headers));
    expect(byOther.status).toBe(400);
    expect(byOther.message).toBe(
      'This verification link belongs to another account. Log in as the account it was sent to, then open it again.',
    );
    expect((await expectRefusal(verify(t, token, {}))).status).toBe(401);
    expect(await emailVerified(t, other.headers)).toBe(false);
    expect(await emailVerified(t, owner.headers)).toBe(false);

    expect(await verify(t, token, owner.headers)).toEqual({ success: true });
  });

  it('sends nothing more once verified', async ({ t, mail }) => {
    const account = await register(t);
    await verify(t, (await mailedLink(mail, account.email)).token, account.headers);

    const again = await expectRefusal(trpcAs(t.app, account.headers).auth.resendEmailVerification.mutate());
    expect(again.status).toBe(409);
    expect(again.message).toBe('Your email address is already verified.');
  });

  it('is proven by a completed password reset too', async ({ t, mail }) => {
    const account = await register(t);
    await mailedLink(mail, account.email);
    await trpcAs(t.app).auth.requestPasswordReset.mutate({ email: account.email });
    const { token } = await mailedLink(mail, account.email);

    await trpcAs(t.app).auth.resetPassword.mutate({ token, password: 'a new secret' });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('keeps only the hash of a link’s token', async ({ t, mail }) => {
    const account = await register(t);
    const { token } = await mailedLink(mail, account.email);
    const rows = await t.database.db.select().from(emailVerifications);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.find((row) => row.email === account.email)?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves REST clients: verify and send again with the bearer token', async ({ t, mail }) => {
    const email = `rest-verify-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Rest Person', email, password: 'secret-enough' },
    });
    const headers = bearerHeaders(registered.json().accessToken);
    await mailedLink(mail, email);

    const resent = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers });
    expect(resent.json()).toEqual({ success: true });
    const { token } = await mailedLink(mail, email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers,
      payload: { token: 'abcdefghijklmnopqrstuvwxyz234567' },
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: INVALID }]);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers,
      payload: { token },
    });
    expect(verified.json()).toEqual({ success: true });
    expect((await t.app.inject({ url: `/api/users/${email}`, headers })).json()).toMatchObject({
      emailVerified: true,
    });
  });
});

describe('sending the link again is rate limited', () => {
  it('refuses past AUTH_RATE_LIMIT attempts per client', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const { response } = await withResponse(limited.app, {}, (client) =>
        client.auth.register.mutate({ name: 'Eager', email: 'eager@example.com', password: 'secret-enough' }),
      );
      const headers = cookieHeaders(sessionCookieOf(response)?.value ?? '');
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push(await statusOf(trpcAs(limited.app, headers).auth.resendEmailVerification.mutate()));
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
