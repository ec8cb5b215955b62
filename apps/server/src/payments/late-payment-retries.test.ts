import { paymentEvents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { expectErrorLogs } from '../../test/error-logs';
import { stripeTest as it } from '../../test/fixtures';
import { orderRow } from '../../test/orders';
import { latePayment, refundEventsOf, sendWebhook } from '../../test/stripe-app';

describe('a late payment is refunded once, however Stripe delivers it', () => {
  it('refunds once for concurrent duplicate deliveries of the same event', async ({
    t,
    stripe,
    mail,
    customer: buyer,
  }) => {
    const { order, paymentIntentId, event } = await latePayment(t, stripe, buyer);

    const answers = await Promise.all(Array.from({ length: 6 }, () => sendWebhook(t, event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect(await refundEventsOf(t, order.id)).toHaveLength(1);
    await mail.takeMailTo(buyer.email);
    expect(await mail.untakenMailTo(buyer.email)).toEqual([]);
  });

  it('answers 5xx when the refund fails, records nothing, and refunds on Stripe’s next delivery', async ({
    t,
    stripe,
    mail,
    customer: buyer,
  }) => {
    const { order, paymentIntentId, event } = await latePayment(t, stripe, buyer);

    // The failed refund is logged as an error, as an operator should see it.
    expectErrorLogs();
    stripe.failRefunds(true);
    try {
      expect((await sendWebhook(t, event)).statusCode).toBe(503);
    } finally {
      stripe.failRefunds(false);
    }
    const recorded = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded).toEqual([]);
    expect(await refundEventsOf(t, order.id)).toEqual([]);
    expect((await orderRow(t, order.id))?.status).toBe('cancelled');

    expect((await sendWebhook(t, event)).statusCode).toBe(200);
    expect(stripe.refundsOf(paymentIntentId)).toHaveLength(1);
    expect((await orderRow(t, order.id))?.status).toBe('refunded');
    await mail.takeMailTo(buyer.email);
  });
});
