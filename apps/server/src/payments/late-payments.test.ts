import { paymentEvents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { trpcMutation, trpcQuery } from '../../test/http';
import { orderRow, placeOrder, type SignedInAccount, signedInAccount, stockOf } from '../../test/orders';
import { confirmPayment, sendWebhook, startStripeTestApp, succeededEvent } from '../../test/stripe-app';
import { sweepExpiredOrders } from '../orders/sweep-expired-orders';
import { createOrderPayments } from './create-order-payments';
import { createStripeGateway } from './stripe-gateway';

let s: Awaited<ReturnType<typeof startStripeTestApp>>;
let t: typeof s.t;
let stripe: typeof s.stripe;
beforeAll(async () => {
  s = await startStripeTestApp();
  ({ t, stripe } = s);
});
afterAll(() => s.close());

/** An unpaid order of 3 parts at $19.99 from a product of 10, with the intent its payment page made. */
async function orderWithIntent(buyer: SignedInAccount) {
  const product = await insertProduct(t.database.db, { priceCents: 1999, quantity: 10 });
  const order = await placeOrder(t, buyer, product.id, 3);
  const answer = await trpcMutation(t.app, 'payments.createIntent', { orderId: order.id }, buyer.cookie);
  const { paymentIntentId } = answer.data as { paymentIntentId: string };
  return { order, productId: product.id, paymentIntentId };
}
const webhook = (event: unknown) => sendWebhook(t, event);
const refundEventsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .then((events) => events.filter((event) => event.type === 'refund.created'));
/**
 * Pays a new order of `buyer` and takes its confirmation mail: sent after everything before it, so a refund
 * mail sent twice would be taken here first instead.
 */
async function expectNoMailBefore(buyer: SignedInAccount) {
  const { order, paymentIntentId } = await orderWithIntent(buyer);
  stripe.update(paymentIntentId, { status: 'succeeded' });
  await confirmPayment(t, buyer, order.id, paymentIntentId);
  expect((await s.smtp.takeMailTo(buyer.email)).subject).toBe('Your Partsmith order is confirmed');
}

describe('a payment that succeeds for an order no longer awaiting one is refunded, never kept', () => {
  it('refunds a late payment for a cancelled order once, records it, mails it, and shows the order as Refunded', async () => {
    const buyer = await signedInAccount(t);
    const { order, productId, paymentIntentId } = await orderWithIntent(buyer);
    const cancel = await trpcMutation(t.app, 'orders.cancel', { id: order.id }, buyer.cookie);
    expect(cancel.data).toMatchObject({ changed: true });
    // The customer's card went through at Stripe all the same (the payment was already on its way).
    stripe.update(paymentIntentId, { status: 'succeeded' });

    const event = succeededEvent(stripe, paymentIntentId);
    const delivered = await webhook(event);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    const [refund] = stripe.refundsOf(paymentIntentId);
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect(refund).toMatchObject({ amount: 5997 });
    const creation = stripe.requests.find((request) => request.path === '/v1/refunds');
    expect(creation?.idempotencyKey).toBe(`refund-${paymentIntentId}`);
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'refunded',
      refundId: refund?.id,
      refundedAt: expect.any(Date),
    });
    expect(await refundEventsOf(order.id)).toEqual([
      expect.objectContaining({
        id: `refund:${paymentIntentId}`,
        paymentIntentId,
        detail: { refundId: refund?.id, amountCents: 5997, reason: 'order-gone' },
      }),
    ]);
    const [recorded] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded).toMatchObject({ orderId: order.id, paymentIntentId });
    const mail = await s.smtp.takeMailTo(buyer.email);
    expect(mail.subject).toBe('Your Partsmith payment has been refunded');
    // The stock went back with the cancel, once.
    expect(await stockOf(t, productId)).toBe(10);

    const mine = await trpcQuery(t.app, 'orders.mine', undefined, buyer.cookie);
    expect(mine.data).toEqual([expect.objectContaining({ id: order.id, status: 'refunded' })]);
    const legacy = await t.app.inject({ url: `/api/order?userEmail=${buyer.email}`, headers: buyer.bearer });
    expect(legacy.json()).toEqual([
      expect.objectContaining({ _id: order.id, paid: false, status: 'refunded' }),
    ]);

    // The page's confirm call, a redelivery and Stripe's retry under a new event id refund nothing more.
    const confirm = await confirmPayment(t, buyer, order.id, paymentIntentId);
    expect(confirm.status).toBe(409);
    expect(confirm.error?.message).toBe(
      'This order is no longer awaiting payment, so your payment has been refunded.',
    );
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(succeededEvent(stripe, paymentIntentId))).statusCode).toBe(200);
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect(await refundEventsOf(order.id)).toHaveLength(1);
    await expectNoMailBefore(buyer);
  });

  it('refunds on the customer’s confirm call when it arrives before the webhook, and answers 409 over REST too', async () => {
    const buyer = await signedInAccount(t);
    const { order, paymentIntentId } = await orderWithIntent(buyer);
    await trpcMutation(t.app, 'orders.cancel', { id: order.id }, buyer.cookie);
    stripe.update(paymentIntentId, { status: 'succeeded' });

    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: buyer.bearer,
      payload: { orderId: order.id, transactionId: paymentIntentId },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({
      message: 'This order is no longer awaiting payment, so your payment has been refunded.',
    });
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect((await orderRow(t, order.id))?.status).toBe('refunded');
    expect((await webhook(succeededEvent(stripe, paymentIntentId))).statusCode).toBe(200);
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    const one = await t.app.inject({ url: `/api/orders/${order.id}`, headers: buyer.bearer });
    expect(one.json()).toMatchObject({ status: 'refunded', paid: false });
    await s.smtp.takeMailTo(buyer.email);
  });

  it('refunds a late payment for an order the reservation sweep cancelled', async () => {
    const buyer = await signedInAccount(t);
    const { order, productId, paymentIntentId } = await orderWithIntent(buyer);
    const gateway = createStripeGateway({
      secretKey: 'sk_test_partsmith',
      publishableKey: 'pk',
      apiBase: stripe.url,
    });
    const sweep = () =>
      sweepExpiredOrders({
        db: t.database.db,
        now: () => new Date(Date.now() + 49 * 3_600_000),
        reservationHours: 48,
        payments: createOrderPayments({ gateway, jobs: t.app.jobs }),
      });
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t, order.id))?.status).toBe('cancelled');
    stripe.update(paymentIntentId, { status: 'succeeded' });

    expect((await webhook(succeededEvent(stripe, paymentIntentId))).statusCode).toBe(200);
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect((await orderRow(t, order.id))?.status).toBe('refunded');
    expect(await stockOf(t, productId)).toBe(10);
    expect((await s.smtp.takeMailTo(buyer.email)).subject).toBe('Your Partsmith payment has been refunded');
  });

  it('refunds a second payment for an order another intent already paid; the order stays paid', async () => {
    const buyer = await signedInAccount(t);
    const { order, paymentIntentId } = await orderWithIntent(buyer);
    stripe.update(paymentIntentId, { status: 'succeeded' });
    await webhook(succeededEvent(stripe, paymentIntentId));
    expect((await s.smtp.takeMailTo(buyer.email)).subject).toBe('Your Partsmith order is confirmed');
    // A second tab's payment for the same order.
    const second = stripe.insert({ amount: 5997, metadata: { orderId: order.id }, status: 'succeeded' });

    expect((await webhook(succeededEvent(stripe, second.id))).statusCode).toBe(200);
    expect(stripe.refundsOf(second.id)).toHaveLength(1);
    expect(stripe.refundsOf(paymentIntentId)).toEqual([]);
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'paid',
      transactionId: paymentIntentId,
      refundId: null,
    });
    expect(await refundEventsOf(order.id)).toEqual([
      expect.objectContaining({
        paymentIntentId: second.id,
        detail: expect.objectContaining({ reason: 'paid-already' }),
      }),
    ]);
    const mail = await s.smtp.takeMailTo(buyer.email);
    expect(mail.text).toContain(
      'Your order had already been paid, so we have refunded your second payment in full.',
    );
  });

  it('refunds once for concurrent duplicate deliveries of the same event', async () => {
    const buyer = await signedInAccount(t);
    const { order, paymentIntentId } = await orderWithIntent(buyer);
    await trpcMutation(t.app, 'orders.cancel', { id: order.id }, buyer.cookie);
    stripe.update(paymentIntentId, { status: 'succeeded' });
    const event = succeededEvent(stripe, paymentIntentId);

    const answers = await Promise.all(Array.from({ length: 6 }, () => webhook(event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect(await refundEventsOf(order.id)).toHaveLength(1);
    await s.smtp.takeMailTo(buyer.email);
    await expectNoMailBefore(buyer);
  });

  it('answers 5xx when the refund fails, records nothing, and refunds on Stripe’s next delivery', async () => {
    const buyer = await signedInAccount(t);
    const { order, paymentIntentId } = await orderWithIntent(buyer);
    await trpcMutation(t.app, 'orders.cancel', { id: order.id }, buyer.cookie);
    stripe.update(paymentIntentId, { status: 'succeeded' });
    const event = succeededEvent(stripe, paymentIntentId);

    stripe.failRefunds(true);
    try {
      const failed = await webhook(event);
      expect(failed.statusCode).toBe(503);
    } finally {
      stripe.failRefunds(false);
    }
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual(
      [],
    );
    expect(await refundEventsOf(order.id)).toEqual([]);
    expect((await orderRow(t, order.id))?.status).toBe('cancelled');

    const redelivered = await webhook(event);
    expect(redelivered.statusCode).toBe(200);
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect((await orderRow(t, order.id))?.status).toBe('refunded');
    await s.smtp.takeMailTo(buyer.email);
  });
});

describe('an order whose payment is on its way cannot be cancelled', () => {
  it.each(['processing', 'succeeded'])(
    'refuses the customer’s cancel and the admin’s delete while the intent is %s; the sweep leaves it for the webhook',
    async (status) => {
      const [buyer, admin] = [await signedInAccount(t), await signedInAccount(t, 'admin')];
      const { order, productId, paymentIntentId } = await orderWithIntent(buyer);
      stripe.update(paymentIntentId, { status });

      const attempts = [
        await trpcMutation(t.app, 'orders.cancel', { id: order.id }, buyer.cookie),
        await trpcMutation(t.app, 'orders.delete', { id: order.id }, admin.cookie),
      ];
      for (const attempt of attempts) {
        expect(attempt.status).toBe(409);
        expect(attempt.error?.message).toBe('A payment for this order is in progress.');
      }
      const rest = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${order.id}`,
        headers: buyer.bearer,
      });
      expect(rest.statusCode).toBe(409);
      expect(rest.json()).toEqual({ message: 'A payment for this order is in progress.' });
      const legacy = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${buyer.email}`,
        headers: buyer.bearer,
      });
      expect(legacy.statusCode).toBe(409);
      const gateway = createStripeGateway({
        secretKey: 'sk_test_partsmith',
        publishableKey: 'pk',
        apiBase: stripe.url,
      });
      await sweepExpiredOrders({
        db: t.database.db,
        now: () => new Date(Date.now() + 49 * 3_600_000),
        reservationHours: 48,
        payments: createOrderPayments({ gateway, jobs: t.app.jobs }),
      });
      expect((await orderRow(t, order.id))?.status).toBe('unpaid');
      expect(await stockOf(t, productId)).toBe(7);
      expect(stripe.intents.get(paymentIntentId)?.status).toBe(status);

      stripe.update(paymentIntentId, { status: 'succeeded' });
      expect((await webhook(succeededEvent(stripe, paymentIntentId))).statusCode).toBe(200);
      expect((await orderRow(t, order.id))?.status).toBe('paid');
      expect(stripe.refundsOf(paymentIntentId)).toEqual([]);
      await s.smtp.takeMailTo(buyer.email);
    },
  );
});

describe('an admin refund in Stripe mode', () => {
  it('refunds through refunds.create with one idempotency key per order; a failure changes nothing and a retry works', async () => {
    const [buyer, admin] = [await signedInAccount(t), await signedInAccount(t, 'admin')];
    const { order, productId, paymentIntentId } = await orderWithIntent(buyer);
    stripe.update(paymentIntentId, { status: 'succeeded' });
    await confirmPayment(t, buyer, order.id, paymentIntentId);
    await s.smtp.takeMailTo(buyer.email);

    stripe.failRefunds(true);
    try {
      const failed = await trpcMutation(t.app, 'orders.refund', { id: order.id }, admin.cookie);
      expect(failed.status).toBe(500);
    } finally {
      stripe.failRefunds(false);
    }
    expect((await orderRow(t, order.id))?.status).toBe('paid');
    expect(await refundEventsOf(order.id)).toEqual([]);
    expect(await stockOf(t, productId)).toBe(7);

    const refund = await trpcMutation(t.app, 'orders.refund', { id: order.id }, admin.cookie);
    expect(refund.data).toMatchObject({ changed: true, order: { status: 'refunded' } });
    const [made] = stripe.refundsOf(paymentIntentId);
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect(made).toMatchObject({ amount: 5997 });
    const creations = stripe.requests.filter(
      (request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === paymentIntentId,
    );
    expect(creations.map((request) => request.idempotencyKey)).toEqual([
      `refund-order-${order.id}`,
      `refund-order-${order.id}`,
    ]);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'refunded', refundId: made?.id });
    expect(await stockOf(t, productId)).toBe(10);
    expect((await s.smtp.takeMailTo(buyer.email)).subject).toBe('Your Partsmith payment has been refunded');
  });
});
