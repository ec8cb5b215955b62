import { testPaymentIntents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { orderRow, placeOrder, type SignedInAccount, signedInAccount } from '../../test/orders';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';
import { buildApp } from '../app';
import { parseConfig } from '../config';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Jobs run when a test drains them, so a test can tell that no second mail is coming.
  t = await createTestApp({ SMTP_URL: smtp.url }, { workJobs: false });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const card = (number: string, more: Record<string, unknown> = {}) => ({
  card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', ...more },
  billing_details: { name: 'Ada Okafor', email: 'ada@example.com' },
});
const testIntentRow = async (id: string) =>
  (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0];
const payAt = (intentId: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/test-mode/payment-intents/${intentId}/confirm`, payload: body });

async function orderWithIntent(buyer: SignedInAccount, priceCents = 1250, quantity = 2) {
  const product = await insertProduct(t.database.db, { priceCents });
  const order = await placeOrder(t, buyer, product.id, quantity);
  const intent = await trpcAs(t.app, buyer.cookie).payments.createIntent.mutate({ orderId: order.id });
  return { order, intent };
}

describe('test-mode payments', () => {
  it('creates an intent in Stripe’s shapes for the order’s total, and reuses it on the next page load', async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer, 1250, 3);
    expect(intent).toMatchObject({ amountCents: 3750, publishableKey: null, mode: 'test' });
    expect(intent.paymentIntentId).toMatch(/^pi_\w+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_\\w+$`));
    const again = await trpcAs(t.app, buyer.cookie).payments.createIntent.mutate({ orderId: order.id });
    expect(again.clientSecret).toBe(intent.clientSecret);
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.bearer,
      payload: { price: 0.01 },
    });
    expect(rest.json()).toEqual({ clientSecret: intent.clientSecret });
  });

  it('pays with 4242…: the order is paid with the intent as transaction id, and the customer is mailed once', async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer);

    const paid = await payAt(intent.paymentIntentId, card('4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ id: intent.paymentIntentId, status: 'succeeded' });
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'paid',
      transactionId: intent.paymentIntentId,
    });

    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: buyer.bearer,
      payload: { orderId: order.id, transactionId: intent.paymentIntentId },
    });
    expect(confirm.json()).toMatchObject({ acknowledged: true, modifiedCount: 0 });
    await t.app.jobs.drain();
    const mail = await smtp.takeMailTo(buyer.email);
    expect(mail.subject).toBe('Your Partsmith order is confirmed');
    expect(smtp.received.filter((m) => m.to?.some((to) => to.address === buyer.email))).toEqual([]);
    const again = await expectRefusal(
      trpcAs(t.app, buyer.cookie).payments.createIntent.mutate({ orderId: order.id }),
    );
    expect(again.status).toBe(409);
  });

  it.each([
    ['4000000000000002', {}, 'Your card was declined.'],
    ['4000000000009995', {}, 'Your card has insufficient funds.'],
    ['4242424242424241', {}, 'Your card number is incorrect.'],
    ['4242424242424242', { exp_year: 2020 }, 'Your card has expired.'],
    ['4242424242424242', { exp_month: 13 }, "Your card's expiration month is invalid."],
    ['4242424242424242', { cvc: '1' }, "Your card's security code is incomplete."],
  ])('refuses card %s %j with 402 “%s” and leaves the order unpaid', async (number, more, message) => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer);
    const refused = await payAt(intent.paymentIntentId, card(number, more));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ error: { message } });
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');
    const confirm = await expectRefusal(
      trpcAs(t.app, buyer.cookie).payments.confirm.mutate({
        orderId: order.id,
        paymentIntentId: intent.paymentIntentId,
      }),
    );
    expect(confirm.status).toBe(402);
    expect(confirm.message).toBe('The payment has not succeeded');
  });

  it('refuses an intent paid for one order as payment of another', async () => {
    const buyer = await signedInAccount(t);
    const first = await orderWithIntent(buyer);
    const second = await orderWithIntent(buyer);
    await payAt(first.intent.paymentIntentId, card('4242424242424242'));

    const confirm = await expectRefusal(
      trpcAs(t.app, buyer.cookie).payments.confirm.mutate({
        orderId: second.order.id,
        paymentIntentId: first.intent.paymentIntentId,
      }),
    );
    expect(confirm.status).toBe(400);
    expect(confirm.message).toBe('This payment belongs to another order');
    expect((await orderRow(t, second.order.id))?.status).toBe('unpaid');
  });

  it('cannot pay a cancelled order: 409 and the card is not charged', async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer);
    await trpcAs(t.app, buyer.cookie).orders.cancel.mutate({ id: order.id });
    const refused = await payAt(intent.paymentIntentId, card('4242424242424242'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This order is not awaiting payment' });
    expect((await orderRow(t, order.id))?.status).toBe('cancelled');
    expect((await testIntentRow(intent.paymentIntentId))?.status).not.toBe('succeeded');
  });

  it('keeps intents in the database: another instance (or this one after a restart) pays one made here', async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer);
    const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', SMTP_URL: smtp.url });
    const other = await buildApp({ config, db: t.database.db });
    try {
      const paid = await other.inject({
        method: 'POST',
        url: `/api/test-mode/payment-intents/${intent.paymentIntentId}/confirm`,
        payload: card('4242424242424242'),
      });
      expect(paid.json()).toEqual({ id: intent.paymentIntentId, status: 'succeeded' });
    } finally {
      await other.close();
    }
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'paid',
      transactionId: intent.paymentIntentId,
    });
    await t.app.jobs.drain();
    await smtp.takeMailTo(buyer.email);
  });
});

describe('test mode in production', () => {
  it('is refused: no simulated payments without Stripe', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', DEMO_DATA: 'false' });
    try {
      const buyer = await signedInAccount(production);
      const product = await insertProduct(production.database.db);
      // Production names the cookie differently: the bearer token works the same everywhere.
      const order = await trpcAs(production.app, buyer.bearer).orders.place.mutate({
        productId: product.id,
        quantity: 2,
        phone: '+1 555 0100',
        address: '1 Mill Lane',
      });
      const orderId = order.id;
      const intent = await expectRefusal(
        trpcAs(production.app, buyer.bearer).payments.createIntent.mutate({ orderId }),
      );
      expect(intent.status).toBe(400);
      expect(intent.message).toBe('Card payments are not available right now');
      const pay = await production.app.inject({
        method: 'POST',
        url: '/api/test-mode/payment-intents/pi_any/confirm',
        payload: card('4242424242424242'),
      });
      expect(pay.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
