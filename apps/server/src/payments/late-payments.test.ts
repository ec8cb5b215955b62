import { paymentEvents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { stripeTest as it } from '../../test/fixtures';
import { orderRow, stockOf } from '../../test/orders';
import {
  confirmPayment,
  latePayment,
  orderWithIntent,
  refundEventsOf,
  sendWebhook,
  succeededEvent,
  sweepTwoDaysLater,
} from '../../test/stripe-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

describe('a payment that succeeds for an order no longer awaiting one is refunded, never kept', () => {
  it('refunds a late payment for a cancelled order once, records it, mails it, and shows the order as Refunded', async ({
    t,
    stripe,
    mail,
    customer: buyer,
  }) => {
    // The customer cancelled, and their card went through at Stripe all the same (the payment was on its way).
    const { order, productId, paymentIntentId, event } = await latePayment(t, stripe, buyer);
    const delivered = await sendWebhook(t, event);
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
    expect(await refundEventsOf(t, order.id)).toEqual([
      expect.objectContaining({
        id: `refund:${paymentIntentId}`,
        paymentIntentId,
        detail: { refundId: refund?.id, amountCents: 5997, reason: 'order-gone' },
      }),
    ]);
    const [recorded] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded).toMatchObject({ orderId: order.id, paymentIntentId });
    expect((await mail.takeMailTo(buyer.email)).subject).toBe('Your Partsmith payment has been refunded');
    // The stock went back with the cancel, once.
    expect(await stockOf(t, productId)).toBe(10);

    const mine = await trpcAs(t.app, buyer.cookie).orders.mine.query({});
    expect(mine.items).toEqual([expect.objectContaining({ id: order.id, status: 'refunded' })]);
    const legacy = await t.app.inject({ url: `/api/order?userEmail=${buyer.email}`, headers: buyer.bearer });
    expect(legacy.json()).toEqual([
      expect.objectContaining({ _id: order.id, paid: false, status: 'refunded' }),
    ]);

    // The page's confirm call, a redelivery and Stripe's retry under a new event id refund nothing more.
    const confirm = await expectRefusal(confirmPayment(t, buyer, order.id, paymentIntentId));
    expect(confirm).toMatchObject({
      status: 409,
      message: 'This order is no longer awaiting payment, so your payment has been refunded.',
    });
    expect((await sendWebhook(t, event)).statusCode).toBe(200);
    expect((await sendWebhook(t, succeededEvent(stripe, paymentIntentId))).statusCode).toBe(200);
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect(await refundEventsOf(t, order.id)).toHaveLength(1);
    expect(await mail.untakenMailTo(buyer.email)).toEqual([]);
  });

  it('refunds on the customer’s confirm call when it arrives before the webhook, and answers 409 over REST too', async ({
    t,
    stripe,
    mail,
    customer: buyer,
  }) => {
    const { order, paymentIntentId } = await orderWithIntent(t, buyer);
    await trpcAs(t.app, buyer.cookie).orders.cancel.mutate({ id: order.id });
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
    expect((await sendWebhook(t, succeededEvent(stripe, paymentIntentId))).statusCode).toBe(200);
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    const one = await t.app.inject({ url: `/api/orders/${order.id}`, headers: buyer.bearer });
    expect(one.json()).toMatchObject({ status: 'refunded', paid: false });
    await mail.takeMailTo(buyer.email);
  });

  it('refunds a late payment for an order the reservation sweep cancelled', async ({
    t,
    stripe,
    mail,
    customer: buyer,
  }) => {
    const { order, productId, paymentIntentId } = await orderWithIntent(t, buyer);
    expect(await sweepTwoDaysLater(t, stripe)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t, order.id))?.status).toBe('cancelled');
    stripe.update(paymentIntentId, { status: 'succeeded' });

    expect((await sendWebhook(t, succeededEvent(stripe, paymentIntentId))).statusCode).toBe(200);
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect((await orderRow(t, order.id))?.status).toBe('refunded');
    expect(await stockOf(t, productId)).toBe(10);
    expect((await mail.takeMailTo(buyer.email)).subject).toBe('Your Partsmith payment has been refunded');
  });

  it('refunds a second payment for an order another intent already paid; the order stays paid', async ({
    t,
    stripe,
    mail,
    customer: buyer,
  }) => {
    const { order, paymentIntentId } = await orderWithIntent(t, buyer);
    stripe.update(paymentIntentId, { status: 'succeeded' });
    await sendWebhook(t, succeededEvent(stripe, paymentIntentId));
    expect((await mail.takeMailTo(buyer.email)).subject).toBe('Your Partsmith order is confirmed');
    // A second tab's payment for the same order.
    const second = stripe.insert({ amount: 5997, metadata: { orderId: order.id }, status: 'succeeded' });

    expect((await sendWebhook(t, succeededEvent(stripe, second.id))).statusCode).toBe(200);
    expect(stripe.refundsOf(second.id)).toHaveLength(1);
    expect(stripe.refundsOf(paymentIntentId)).toEqual([]);
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'paid',
      transactionId: paymentIntentId,
      refundId: null,
    });
    expect(await refundEventsOf(t, order.id)).toEqual([
      expect.objectContaining({
        paymentIntentId: second.id,
        detail: expect.objectContaining({ reason: 'paid-already' }),
      }),
    ]);
    expect((await mail.takeMailTo(buyer.email)).text).toContain(
      'Your order had already been paid, so we have refunded your second payment in full.',
    );
  });
});
