import { emailVerifications, users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, HOUR_MS, MINUTE_MS } from '../../test/clock';
import { bearerHeaders, cookieHeaders, sessionCookieOf, trpcMutation, trpcQuery } from '../../test/http';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

const INVALID =
  'This verification link is invalid, has expired or was already used. You can send a new one from My Profile.';

const clock = createTestClock();
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'Partsmith <shop@partsmith.test>' },
    { now: clock.now },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let sequence = 0;

/** Registers over tRPC as the web app does: the browser holds the session cookie. */
async function register() {
  const email = `verify${++sequence}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  const answer = await trpcMutation(t.app, 'auth.register', {
    name: 'Ada Okafor',
    email,
    password: 'secret-enough',
  });
  expect(answer.status).toBe(200);
  const session = sessionCookieOf(answer.response)?.value ?? '';
  return { email, headers: cookieHeaders(session) };
}

/** The link of the oldest verification mail to `email` the SMTP server received. */
async function mailedLink(email: string) {
  const mail = await smtp.takeMailTo(email);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '');
  return { mail, link, token: link.searchParams.get('token') ?? '' };
}

const verify = (token: unknown, headers: Record<string, string>) =>
  trpcMutation(t.app, 'auth.verifyEmail', { token }, headers);

async function emailVerified(headers: Record<string, string>) {
  return ((await trpcQuery(t.app, 'users.profile', undefined, headers)).data as { emailVerified: boolean })
    .emailVerified;
}

describe('email verification', () => {
  it('mails a link on registration that verifies the email once; My Profile says so', async () => {
    const account = await register();
    expect(await emailVerified(account.headers)).toBe(false);

    const { mail, link, token } = await mailedLink(account.email);
    expect(mail.subject).toBe('Verify your Partsmith email address');
    expect(mail.from?.address).toBe('shop@partsmith.test');
    expect(`${link.origin}${link.pathname}`).toBe('http://shop.test/verify-email');
    expect(mail.html).toContain(link.href);

    const verified = await verify(token, account.headers);
    expect(verified.data).toEqual({ success: true });
    expect(await emailVerified(account.headers)).toBe(true);

    const reused = await verify(token, account.headers);
    expect(reused.status).toBe(400);
    expect(reused.error?.message).toBe(INVALID);
  });

  it('works for 24 hours and not after; "send the link again" mails a new one', async () => {
    const early = await register();
    const late = await register();
    const { token: earlyToken } = await mailedLink(early.email);
    const { token: lateToken } = await mailedLink(late.email);

    clock.advance(24 * HOUR_MS - MINUTE_MS);
    expect((await verify(earlyToken, early.headers)).data).toEqual({ success: true });
    clock.advance(2 * MINUTE_MS);
    const expired = await verify(lateToken, late.headers);
    expect(expired.status).toBe(400);
    expect(expired.error?.message).toBe(INVALID);
    expect(await emailVerified(late.headers)).toBe(false);

    const resent = await trpcMutation(t.app, 'auth.resendEmailVerification', undefined, late.headers);
    expect(resent.data).toEqual({ success: true });
    const { token: newToken } = await mailedLink(late.email);
    expect((await verify(newToken, late.headers)).data).toEqual({ success: true });
    expect(await emailVerified(late.headers)).toBe(true);
  });

  it('refuses a wrong token with a human message and changes nothing', async () => {
    const account = await register();
    const { token } = await mailedLink(account.email);

    for (const wrong of ['not-a-token', 'abcdefghijklmnopqrstuvwxyz234567', `${token}x`, '', 42]) {
      const answer = await verify(wrong, account.headers);
      expect(answer.status, String(wrong)).toBe(400);
      expect(answer.error?.message).toBe(INVALID);
    }
    expect(await emailVerified(account.headers)).toBe(false);
    // The real link is untouched by the failures.
    expect((await verify(token, account.headers)).data).toEqual({ success: true });
  });

  it('verifies only for the signed-in owner of the account: another account, or nobody, spends nothing', async () => {
    const owner = await register();
    const other = await register();
    const { token } = await mailedLink(owner.email);

    const byOther = await verify(token, other.headers);
    expect(byOther.status).toBe(400);
    expect(byOther.error?.message).toBe(
      'This verification link belongs to another account. Log in as the account it was sent to, then open it again.',
    );
    const signedOut = await verify(token, {});
    expect(signedOut.status).toBe(401);
    expect(await emailVerified(other.headers)).toBe(false);
    expect(await emailVerified(owner.headers)).toBe(false);

    expect((await verify(token, owner.headers)).data).toEqual({ success: true });
  });

  it('sends nothing more once verified', async () => {
    const account = await register();
    await verify((await mailedLink(account.email)).token, account.headers);

    const again = await trpcMutation(t.app, 'auth.resendEmailVerification', undefined, account.headers);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('Your email address is already verified.');
  });

  it('is proven by a completed password reset too', async () => {
    const account = await register();
    await mailedLink(account.email);
    await trpcMutation(t.app, 'auth.requestPasswordReset', { email: account.email });
    const { token } = await mailedLink(account.email);

    await trpcMutation(t.app, 'auth.resetPassword', { token, password: 'a new secret' });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('keeps only the hash of a link’s token', async () => {
    const account = await register();
    const { token } = await mailedLink(account.email);
    const rows = await t.database.db.select().from(emailVerifications);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.find((row) => row.email === account.email)?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves REST clients: verify and send again with the bearer token', async () => {
    const email = `rest-verify-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Rest Person', email, password: 'secret-enough' },
    });
    const headers = bearerHeaders(registered.json().accessToken);
    await mailedLink(email);

    const resent = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers });
    expect(resent.json()).toEqual({ success: true });
    const { token } = await mailedLink(email);
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
      const answer = await trpcMutation(limited.app, 'auth.register', {
        name: 'Eager',
        email: 'eager@example.com',
        password: 'secret-enough',
      });
      const headers = cookieHeaders(sessionCookieOf(answer.response)?.value ?? '');
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push(
          (await trpcMutation(limited.app, 'auth.resendEmailVerification', undefined, headers)).status,
        );
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
