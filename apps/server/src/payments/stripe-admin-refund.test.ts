import { describe, expect } from 'vitest';
import { expectErrorLogs } from '../../test/error-logs';
import { stripeTest as it } from '../../test/fixtures';
import { orderRow, stockOf } from '../../test/orders';
import { confirmPayment, orderWithIntent, refundEventsOf } from '../../test/stripe-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

describe('an admin refund in Stripe mode', () => {
  it('refunds through refunds.create with one idempotency key per order; a failure changes nothing and a retry works', async ({
    t,
    stripe,
    mail,
    customer: buyer,
    admin,
  }) => {
    const { order, productId, paymentIntentId } = await orderWithIntent(t, buyer);
    stripe.update(paymentIntentId, { status: 'succeeded' });
    await confirmPayment(t, buyer, order.id, paymentIntentId);
    await mail.takeMailTo(buyer.email);

    // The failed refund is logged as an error, as an operator should see it.
    expectErrorLogs();
    stripe.failRefunds(true);
    try {
      const failed = await expectRefusal(trpcAs(t.app, admin.cookie).orders.refund.mutate({ id: order.id }));
      expect(failed.status).toBe(500);
    } finally {
      stripe.failRefunds(false);
    }
    expect((await orderRow(t, order.id))?.status).toBe('paid');
    expect(await refundEventsOf(t, order.id)).toEqual([]);
    expect(await stockOf(t, productId)).toBe(7);

    const refund = await trpcAs(t.app, admin.cookie).orders.refund.mutate({ id: order.id });
    expect(refund).toMatchObject({ changed: true, order: { status: 'refunded' } });
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
    expect((await mail.takeMailTo(buyer.email)).subject).toBe('Your Partsmith payment has been refunded');
  });
});
