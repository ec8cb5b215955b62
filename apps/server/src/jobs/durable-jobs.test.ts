import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FailedJob, MESSAGES, type Page } from '@partsmith/contracts';
import { createTestDatabase } from '@partsmith/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trpcMutation, trpcQuery } from '../../test/http';
import { signedInAccount } from '../../test/orders';
import { startSmtpCapture } from '../../test/smtp-capture';
import { orderWithIntent } from '../../test/stripe-app';
import { startStripeDouble } from '../../test/stripe-double';
import { createTestApp, type TestApp } from '../../test/test-app';
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
const register = (person: ReturnType<typeof newPerson>) => trpcMutation(t.app, 'auth.register', person);
const sendContact = (message: string) =>
  trpcMutation(t.app, 'contact.send', { email: 'visitor@example.com', message });
const recipients = () => smtp.received.map((mail) => mail.to?.[0]?.address ?? '').sort();

describe('mail jobs', () => {
  it('keeps every mail while SMTP is down and sends each exactly once when it is back', async () => {
    smtp.setDown(true);
    const people = [newPerson('down-a'), newPerson('down-b'), newPerson('down-c')];
    for (const person of people) expect((await register(person)).status).toBe(200);
    expect((await trpcMutation(t.app, 'auth.requestPasswordReset', { email: people[0]?.email })).status).toBe(
      200,
    );
    expect((await sendContact('Is anyone there?')).status).toBe(200);

    await t.app.jobs.drain();
    await t.app.jobs.drain({ retryNow: true });
    expect(smtp.received).toHaveLength(0);

    smtp.setDown(false);
    await t.app.jobs.drain({ retryNow: true });
    await t.app.jobs.drain({ retryNow: true });
    const [a, b, c] = people.map((person) => person.email);
    expect(recipients()).toEqual([a, a, b, c, SHOP].sort());
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(5);
    smtp.received.splice(0);
  });
});

describe('a failed job', () => {
  it("shows in the admins' list after its last retry, and Retry sends it", async () => {
    const [admin, customer] = [await signedInAccount(t, 'admin'), await signedInAccount(t)];
    smtp.setDown(true);
    const message = `Lost in the post? ${crypto.randomUUID()}`;
    expect((await sendContact(message)).status).toBe(200);
    // The first attempt and its eight retries.
    await t.app.jobs.drain();
    for (let retry = 0; retry < 8; retry++) await t.app.jobs.drain({ retryNow: true });
    expect(smtp.received).toHaveLength(0);

    const listed = await trpcQuery(t.app, 'admin.jobs.failed', {}, admin.cookie);
    const page = listed.data as Page<FailedJob>;
    expect(page.total).toBe(1);
    const [failed] = page.items;
    expect(failed).toMatchObject({ name: 'mail', attempts: 9 });
    expect(failed?.about).toContain(SHOP);
    expect(failed?.lastError).toMatch(/421|not available/i);
    expect((await trpcQuery(t.app, 'admin.jobs.failed', {}, customer.cookie)).status).toBe(403);
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

    expect(
      ((await trpcQuery(t.app, 'admin.jobs.failed', {}, admin.cookie)).data as Page<FailedJob>).total,
    ).toBe(0);
    const again = await trpcMutation(t.app, 'admin.jobs.retry', { id: failed?.id }, admin.cookie);
    expect([again.status, again.error?.message]).toEqual([404, MESSAGES.failedJobNotFound]);
    const audit = await trpcQuery(t.app, 'admin.audit.list', {}, admin.cookie);
    expect((audit.data as Page<{ action: string; targetId: string }>).items[0]).toMatchObject({
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
    expect((await trpcMutation(t.app, 'orders.cancel', { id: order.id }, buyer.cookie)).status).toBe(200);

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
