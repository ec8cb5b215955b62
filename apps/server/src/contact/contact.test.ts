import { contactMessages } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { bearerHeaders } from '../../test/http';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

const SHOP = 'shop@partsmith.test';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Three contact messages per address per window: enough to see the limit without slowing the other tests.
  t = await createTestApp({ SMTP_URL: smtp.url, SHOP_EMAIL: SHOP, AUTH_RATE_LIMIT: '3' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const newIp = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const send = (input: unknown, ip = newIp()) =>
  t.app.inject({ method: 'POST', url: '/trpc/contact.send', payload: input as object, remoteAddress: ip });

describe('contact form', () => {
  it('stores the message and mails it to SHOP_EMAIL', async () => {
    const message = `Do you cut custom gears? ${crypto.randomUUID()}`;
    const response = await send({ email: ' Visitor@Example.com ', message });
    expect([response.statusCode, response.json().result.data]).toEqual([200, { success: true }]);

    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, message));
    expect(row).toMatchObject({ email: 'visitor@example.com', handledAt: null });
    const mail = await smtp.takeMailTo(SHOP);
    expect(mail.subject).toContain('visitor@example.com');
    expect(mail.text).toContain(message);
  });

  it('requires an email and a message, with the spec messages', async () => {
    expect((await send({ email: '', message: 'Hi' })).json().error.message).toBe('Email is required');
    expect((await send({ email: 'a@example.com', message: ' ' })).json().error.message).toBe(
      'Message is required',
    );
  });

  it('is rate limited per client address', async () => {
    const ip = newIp();
    for (let n = 0; n < 3; n++)
      expect((await send({ email: 'a@example.com', message: `m${n}` }, ip)).statusCode).toBe(200);
    const refused = await send({ email: 'a@example.com', message: 'one more' }, ip);
    expect(refused.statusCode).toBe(429);
    expect((await send({ email: 'a@example.com', message: 'elsewhere' })).statusCode).toBe(200);
  });
});

describe('admin inbox', () => {
  it('lists messages newest first, filters by handled, and marks one handled once', async () => {
    const admin = await insertAccount(t.database.db, { role: 'admin' });
    const headers = bearerHeaders(await startSession(t.database.db, admin.id));
    const [older, newer] = await t.database.db
      .insert(contactMessages)
      .values([
        { email: 'old@example.com', message: 'older', createdAt: new Date(Date.now() + 60_000) },
        { email: 'new@example.com', message: 'newer', createdAt: new Date(Date.now() + 120_000) },
      ])
      .returning();
    const firstPage = await trpcAs(t.app, headers).admin.messages.list.query({ page: 1, pageSize: 2 });
    expect(firstPage.items.map((m) => m.id)).toEqual([newer?.id, older?.id]);

    const olderId = older?.id ?? '';
    const { handledAt } = await trpcAs(t.app, headers).admin.messages.markHandled.mutate({ id: olderId });
    expect(handledAt).toEqual(expect.any(String));
    const again = await trpcAs(t.app, headers).admin.messages.markHandled.mutate({ id: olderId });
    expect(again.handledAt).toBe(handledAt);

    const waiting = await trpcAs(t.app, headers).admin.messages.list.query({ handled: false, pageSize: 100 });
    expect(waiting.items.map((m) => m.id)).toContain(newer?.id);
    expect(waiting.items.map((m) => m.id)).not.toContain(older?.id);
    const done = await trpcAs(t.app, headers).admin.messages.list.query({ handled: true });
    expect(done.total).toBe(1);
    const unknown = await expectRefusal(
      trpcAs(t.app, headers).admin.messages.markHandled.mutate({ id: crypto.randomUUID() }),
    );
    expect([unknown.status, unknown.message]).toEqual([404, 'Message not found']);
  });
});
