import { paymentEvents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { stripeTest as it } from '../../test/fixtures';
import { orderRow, type SignedInAccount } from '../../test/orders';
import { confirmPayment, orderWithIntent, sendWebhook, succeededEvent } from '../../test/stripe-app';
import type { StripeDouble } from '../../test/stripe-double';
import { createTestApp, type TestApp } from '../../test/test-app';

/** An unpaid order whose payment went through at Stripe, and the event Stripe sends about it. */
async function paidAtStripe(t: TestApp, stripe: StripeDouble, buyer: SignedInAccount) {
  const { order, intent } = await orderWithIntent(t, buyer);
  stripe.update(intent.paymentIntentId, { status: 'succeeded' });
  return { order, intent, event: succeededEvent(stripe, intent.paymentIntentId) };
}

describe('the Stripe webhook', () => {
  it('marks the order paid once for ten concurrent deliveries of the same event', async ({
    t,
    stripe,
    mail,
    customer: buyer,
  }) => {
    const { order, intent, event } = await paidAtStripe(t, stripe, buyer);

    const answers = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(t, event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'paid',
      transactionId: intent.paymentIntentId,
    });
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id)),
    ).toHaveLength(1);
    await mail.takeMailTo(buyer.email);
    expect(await mail.untakenMailTo(buyer.email)).toEqual([]);

    const confirmAfter = await confirmPayment(t, buyer, order.id, intent.paymentIntentId);
    expect(confirmAfter).toMatchObject({ changed: false });
  });

  it('answers 400 to a bad signature or a stale timestamp, and changes nothing', async ({
    t,
    stripe,
    customer: buyer,
  }) => {
    const { order, event } = await paidAtStripe(t, stripe, buyer);

    const forged = await sendWebhook(t, event, { secret: 'whsec_someone_else' });
    const stale = await sendWebhook(t, event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect([forged.statusCode, stale.statusCode, unsigned.statusCode]).toEqual([400, 400, 400]);
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual(
      [],
    );
  });

  it('answers 200 to other event types, and ignores a succeeded event whose intent does not match its order', async ({
    t,
    stripe,
    customer: buyer,
  }) => {
    const { order } = await orderWithIntent(t, buyer);
    const other = await sendWebhook(t, {
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true, ignored: true });

    const cheaper = stripe.insert({ amount: 1, metadata: { orderId: order.id }, status: 'succeeded' });
    expect((await sendWebhook(t, succeededEvent(stripe, cheaper.id))).statusCode).toBe(200);
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');
  });

  it('answers 200 “ignored” to a signed event it cannot use, and 400 to a signed body that is no event; never a 500', async ({
    t,
    stripe,
    mail,
    customer: buyer,
  }) => {
    const { order, event } = await paidAtStripe(t, stripe, buyer);
    const evt = () => `evt_${crypto.randomUUID().replaceAll('-', '')}`;
    const unusable = [
      { id: evt(), object: 'event', type: 'payment_intent.succeeded' },
      { id: evt(), object: 'event', type: 'payment_intent.succeeded', data: {} },
      { id: evt(), object: 'event', type: 'payment_intent.succeeded', data: { object: null } },
      {
        id: evt(),
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { object: 'charge', id: 'ch_1' } },
      },
      {
        id: evt(),
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { object: 'payment_intent' } },
      },
      {
        id: evt(),
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { object: 'payment_intent', id: 'pi_unknown' } },
      },
      {
        id: evt(),
        object: 'event',
        type: 'customer.created',
        data: { object: { object: 'customer', id: 'cus_1' } },
      },
    ];
    for (const event of unusable) {
      const answer = await sendWebhook(t, event);
      expect(answer.statusCode, JSON.stringify(event)).toBe(200);
      expect(answer.json()).toEqual({ received: true, ignored: true });
    }
    for (const body of [
      '{"id": "evt_1", "type":',
      'null',
      '[]',
      '"evt_1"',
      '{"type": "payment_intent.succeeded"}',
      '{"id": "", "type": "x"}',
    ]) {
      const answer = await sendWebhook(t, body);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json()).toEqual({ message: 'Malformed Stripe event' });
    }
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');
    expect((await sendWebhook(t, event)).json()).toEqual({ received: true });
    expect((await orderRow(t, order.id))?.status).toBe('paid');
    await mail.takeMailTo(buyer.email);
  });

  it('is a 404 on a server without Stripe', async () => {
    const plain = await createTestApp();
    try {
      const event = { id: 'evt_x', object: 'event', type: 'charge.refunded', data: { object: {} } };
      expect((await sendWebhook(plain, event)).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
