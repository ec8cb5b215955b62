import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@partsmith/contracts';
import { createTestDatabase } from '@partsmith/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorLogs } from '../../test/error-logs';
import { signedInAccount } from '../../test/orders';
import { startSmtpCapture } from '../../test/smtp-capture';
import { orderWithIntent } from '../../test/stripe-app';
import { startStripeDouble } from '../../test/stripe-double';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, statusOf, trpcAs } from '../../test/trpc-client';
import { buildApp } from '../app';
import { parseConfig } from '../config';

const SHOP = 'shop@partsmith.test';
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
let t: TestApp;
beforeAll(async () => {
  [smtp, stripe] = [await startSmtpCapture(), await startStripeDouble()];
  // No workers: each test runs the queue itself with `drain`, so it decides when every attempt happens.
  t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      SHOP_EMAIL: SHOP,
      STRIPE_SECRET_KEY: 'sk_test_partsmith',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_partsmith',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_API_BASE: stripe.url,
    },
    { workJobs: false },
  );
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), stripe.close()]);
});
beforeEach(() => smtp.setDown(false));

const newPerson = (label: string) => ({
  name: `Person ${label}`,
  email: `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password: 'secret-enough',
});
const register = (person: ReturnType<typeof newPerson>) => trpcAs(t.app).auth.register.mutate(person);
const sendContact = (message: string) =>
  trpcAs(t.app).contact.send.mutate({ email: 'visitor@example.com', message });
const recipients = () => smtp.received.map((mail) => mail.to?.[0]?.address ?? '').sort();

describe('mail jobs', () => {
  it('keeps every mail while SMTP is down and sends each exactly once when it is back', async () => {
    smtp.setDown(true);
    const people = [newPerson('down-a'), newPerson('down-b'), newPerson('down-c')];
    const [a, b, c] = people.map((person) => person.email);
    for (const person of people) await register(person);
    await trpcAs(t.app).auth.requestPasswordReset.mutate({ email: a ?? '' });
    await sendContact('Is anyone there?');

    await t.app.jobs.drain();
    await t.app.jobs.drain({ retryNow: true });
    expect(smtp.received).toHaveLength(0);

    smtp.setDown(false);
    await t.app.jobs.drain({ retryNow: true });
    await t.app.jobs.drain({ retryNow: true });
    expect(recipients()).toEqual([a, a, b, c, SHOP].sort());
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(5);
    smtp.received.splice(0);
  });
});

describe('a failed job', () => {
  it("shows in the admins' list after its last retry, and Retry sends it", async () => {
    const [admin, customer] = [await signedInAccount(t, 'admin'), await signedInAccount(t)];
    smtp.setDown(true);
    // Its last failed attempt is logged as an error, as an operator should see it.
    expectErrorLogs();
    const message = `Lost in the post? ${crypto.randomUUID()}`;
    await sendContact(message);
    // The first attempt and its eight retries.
    await t.app.jobs.drain();
    for (let retry = 0; retry < 8; retry++) await t.app.jobs.drain({ retryNow: true });
    expect(smtp.received).toHaveLength(0);

    const page = await trpcAs(t.app, admin.cookie).admin.jobs.failed.query({});
    expect(page.total).toBe(1);
    const [failed] = page.items;
    expect(failed).toMatchObject({ name: 'mail', attempts: 9 });
    expect(failed?.about).toContain(SHOP);
    expect(failed?.lastError).toMatch(/421|not available/i);
    expect(await statusOf(trpcAs(t.app, customer.cookie).admin.jobs.failed.query({}))).toBe(403);
    const rest = await t.app.inject({ method: 'GET', url: '/api/failed-jobs', headers: admin.bearer });
    expect([rest.statusCode, rest.headers['x-total-count'], rest.json()]).toEqual([200, '1', [failed]]);

    smtp.setDown(false);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/failed-jobs/${failed?.id}/retry`,
      headers: admin.bearer,
    });
    expect([retry.statusCode, retry.json().id]).toEqual([200, failed?.id]);
    await t.app.jobs.drain();
    const mail = await smtp.takeMailTo(SHOP);
    expect(mail.text).toContain(message);
    expect(smtp.received).toHaveLength(0);

    expect((await trpcAs(t.app, admin.cookie).admin.jobs.failed.query({})).total).toBe(0);
    const again = await expectRefusal(
      trpcAs(t.app, admin.cookie).admin.jobs.retry.mutate({ id: failed?.id ?? '' }),
    );
    expect([again.status, again.message]).toEqual([404, MESSAGES.failedJobNotFound]);
    const audit = await trpcAs(t.app, admin.cookie).admin.audit.list.query({});
    expect(audit.items[0]).toMatchObject({
      action: 'job.retry',
      targetId: failed?.id,
    });
  });
});

describe('gateway jobs', () => {
  it("cancels a cancelled order's payment intent through two failures, with one idempotency key", async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(t, buyer);
    const intentId = intent.paymentIntentId;
    const cancels = () => stripe.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`);
    stripe.failCancels(2);
    await trpcAs(t.app, buyer.cookie).orders.cancel.mutate({ id: order.id });

    await t.app.jobs.drain();
    expect(cancels()).toHaveLength(1);
    await t.app.jobs.drain({ retryNow: true });
    expect([cancels().length, stripe.intents.get(intentId)?.status]).toEqual([2, 'requires_payment_method']);
    await t.app.jobs.drain({ retryNow: true });
    expect([cancels().length, stripe.intents.get(intentId)?.status]).toEqual([3, 'canceled']);
    await t.app.jobs.drain({ retryNow: true });
    expect(cancels()).toHaveLength(3);
    expect(new Set(cancels().map((r) => r.idempotencyKey))).toEqual(new Set([`cancel-${intentId}`]));
  });
});

describe('a restart', () => {
  it('sends a mail committed just before the process stopped once the shop starts again', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'partsmith-data-'));
    const config = parseConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://shop.test',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
    });
    try {
      const person = newPerson('restart');
      // Stopped before any worker ran: the registration committed, its mail never left.
      const crashed = await buildApp({ config, db: database.db, workJobs: false });
      const answer = await crashed.inject({ method: 'POST', url: '/trpc/auth.register', payload: person });
      expect(answer.statusCode).toBe(200);
      await crashed.close();
      expect(recipients()).not.toContain(person.email);

      const restarted = await buildApp({ config, db: database.db });
      try {
        const mail = await smtp.takeMailTo(person.email);
        expect(mail.text).toContain('http://shop.test/verify-email?token=');
      } finally {
        await restarted.close();
      }
    } finally {
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
