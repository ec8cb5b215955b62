import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passwordResets, sessions } from '@partsmith/db';
import { describe, expect } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { MINUTE_MS } from '../../test/clock';
import { appTest as it, type Mail } from '../../test/fixtures';
import { bearerHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, statusOf, trpcAs } from '../../test/trpc-client';

const restLogin = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Asks for a reset and returns the token from the link in the mail the SMTP server received. */
async function requestResetLink(t: TestApp, mail: Mail, email: string) {
  const asked = await trpcAs(t.app).auth.requestPasswordReset.mutate({ email: email.toUpperCase() });
  expect(asked).toEqual({ success: true });
  const sent = await mail.takeMailTo(email);
  const link = new URL(/https?:\/\/\S+/.exec(sent.text ?? '')?.[0] ?? '');
  return { sent, link, token: link.searchParams.get('token') ?? '' };
}

describe('password reset', () => {
  it('mails a single-use link; the new password works, the old one and every session end', async ({
    t,
    mail,
  }) => {
    const account = await insertAccount(t.database.db);
    const sessionsBefore = [
      await startSession(t.database.db, account.id),
      await startSession(t.database.db, account.id),
    ];

    const { sent, link, token } = await requestResetLink(t, mail, account.email);
    expect(sent.subject).toBe('Reset your Partsmith password');
    expect(sent.from?.address).toBe('shop@partsmith.test');
    expect(`${link.origin}${link.pathname}`).toBe('http://shop.test/reset-password');
    expect(sent.html).toContain(link.href);

    const reset = await trpcAs(t.app).auth.resetPassword.mutate({ token, password: 'brand new secret' });
    expect(reset).toEqual({ success: true });
    for (const session of sessionsBefore)
      expect(
        (await t.app.inject({ url: `/api/users/${account.email}`, headers: bearerHeaders(session) }))
          .statusCode,
      ).toBe(403);
    expect((await restLogin(t, account.email, account.password)).statusCode).toBe(401);
    expect((await restLogin(t, account.email, 'brand new secret')).statusCode).toBe(200);

    const reused = await expectRefusal(
      trpcAs(t.app).auth.resetPassword.mutate({ token, password: 'another secret' }),
    );
    expect(reused.status).toBe(400);
    expect(reused.message).toBe('This reset link is invalid or has expired. Please ask for a new one.');
  });

  it('keeps only hashes: no raw session or reset token is in the database', async ({ t, mail }) => {
    const account = await insertAccount(t.database.db);
    const sessionToken = (await restLogin(t, account.email, account.password)).json().accessToken;
    const { token: resetToken } = await requestResetLink(t, mail, account.email);

    const dump = JSON.stringify([
      await t.database.db.select().from(sessions),
      await t.database.db.select().from(passwordResets),
    ]);
    expect(dump).not.toContain(sessionToken);
    expect(dump).not.toContain(resetToken);
  });

  it('expires a link after 30 minutes, and a newer link is spent along with the one used', async ({
    t,
    mail,
    clock,
  }) => {
    const account = await insertAccount(t.database.db);
    const { token: old } = await requestResetLink(t, mail, account.email);
    const { token: recent } = await requestResetLink(t, mail, account.email);

    clock.advance(31 * MINUTE_MS);
    expect(
      await statusOf(trpcAs(t.app).auth.resetPassword.mutate({ token: old, password: 'late secret' })),
    ).toBe(400);

    const { token: fresh } = await requestResetLink(t, mail, account.email);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: fresh, password: 'fresh secret' },
    });
    expect(confirm.json()).toEqual({ success: true });
    expect(
      await statusOf(trpcAs(t.app).auth.resetPassword.mutate({ token: recent, password: 'x-secret' })),
    ).toBe(400);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async ({ t, mail }) => {
    const account = await insertAccount(t.database.db);
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    const unknown = await ask('nobody-at-all@example.com');
    const known = await ask(account.email);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(unknown.json()).toEqual({ success: true });

    await mail.takeMailTo(account.email);
    expect(await mail.untakenMailTo('nobody-at-all@example.com')).toEqual([]);
  });
});

describe('password reset without SMTP_URL', () => {
  it('writes the mail to DATA_DIR/mail as an .eml file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'partsmith-mail-'));
    const offline = await createTestApp({ DATA_DIR: dataDir });
    try {
      const account = await insertAccount(offline.database.db);
      await trpcAs(offline.app).auth.requestPasswordReset.mutate({ email: account.email });
      await offline.app.jobs.drain();
      await offline.app.close();
      const files = readdirSync(join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(join(dataDir, 'mail', files[0] ?? ''), 'utf8');
      expect(eml).toContain(`To: ${account.email}`);
      expect(eml).toContain('http://shop.test/reset-password?token=');
    } finally {
      await offline.database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
