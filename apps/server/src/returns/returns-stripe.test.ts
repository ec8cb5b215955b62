import { describe, expect } from 'vitest';
import { expectErrorLogs } from '../../test/error-logs';
import { stripeTest as it } from '../../test/fixtures';
import { confirmPayment, orderWithIntent } from '../../test/stripe-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

describe('a return refunded in Stripe mode', () => {
  it('gives back part of the payment through refunds.create, once, under one key per return, even when retried', async ({
    t,
    stripe,
    customer: buyer,
    admin,
  }) => {
    const { order, paymentIntentId } = await orderWithIntent(t, buyer);
    stripe.update(paymentIntentId, { status: 'succeeded' });
    await confirmPayment(t, buyer, order.id, paymentIntentId);
    const staff = trpcAs(t.app, admin.cookie);
    await staff.orders.ship.mutate({ id: order.id });
    const item = await trpcAs(t.app, buyer.cookie).returns.request.mutate({
      orderId: order.id,
      lines: [{ lineNo: 1, quantity: 1 }],
      reason: 'damaged',
    });
    await staff.admin.returns.approve.mutate({ id: item.id });
    await staff.admin.returns.receive.mutate({ id: item.id, lines: [{ lineNo: 1, condition: 'damaged' }] });

    expectErrorLogs();
    stripe.failRefunds(true);
    try {
      expect((await expectRefusal(staff.admin.returns.refund.mutate({ id: item.id }))).status).toBe(500);
    } finally {
      stripe.failRefunds(false);
    }
    expect((await staff.admin.returns.list.query({ status: 'received' })).items.map((r) => r.id)).toContain(
      item.id,
    );

    const refunded = await staff.admin.returns.refund.mutate({ id: item.id });
    const again = await staff.admin.returns.refund.mutate({ id: item.id });
    expect(again).toEqual(refunded);
    const made = stripe.refundsOf(paymentIntentId);
    expect(made).toEqual([expect.objectContaining({ amount: 1999, id: refunded.refundId })]);
    const keys = stripe.requests
      .filter((request) => request.path === '/v1/refunds')
      .map((request) => [request.idempotencyKey, request.form.get('amount')]);
    expect(keys).toEqual([
      [`refund-return-${item.id}`, '1999'],
      [`refund-return-${item.id}`, '1999'],
    ]);
  });
});
