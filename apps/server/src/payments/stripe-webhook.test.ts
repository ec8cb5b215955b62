import { paymentEvents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRow, type SignedInAccount, signedInAccount } from '../../test/orders';
import {
  confirmPayment,
  sendWebhook,
  startStripeTestApp,
  succeededEvent as succeeded,
  orderWithIntent as withIntent,
} from '../../test/stripe-app';
import { createTestApp, type TestApp } from '../../test/test-app';

let s: Awaited<ReturnType<typeof startStripeTestApp>>;
let t: typeof s.t;
let stripe: typeof s.stripe;
beforeAll(async () => {
  s = await startStripeTestApp();
  ({ t, stripe } = s);
});
afterAll(() => s.close());

const orderWithIntent = (buyer: SignedInAccount) => withIntent(t, buyer);
const confirm = (buyer: SignedInAccount, orderId: string, paymentIntentId: string) =>
  confirmPayment(t, buyer, orderId, paymentIntentId);
const webhook = (
  event: unknown,
  { app = t, ...signing }: { secret?: string; timestamp?: number; app?: TestApp } = {},
) => sendWebhook(app, event, signing);
const succeededEvent = (intentId: string, id?: string) => succeeded(stripe, intentId, id);

describe('the Stripe webhook', () => {
  it('marks the order paid once for ten concurrent deliveries of the same event', async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer);
    stripe.update(intent.paymentIntentId, { status: 'succeeded' });
    const event = succeededEvent(intent.paymentIntentId);

    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'paid',
      transactionId: intent.paymentIntentId,
    });
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id)),
    ).toHaveLength(1);
    await s.smtp.takeMailTo(buyer.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s.smtp.received.filter((mail) => mail.to?.some((to) => to.address === buyer.email))).toEqual([]);

    const confirmAfter = await confirm(buyer, order.id, intent.paymentIntentId);
    expect(confirmAfter.data).toMatchObject({ changed: false });
  });

  it('answers 400 to a bad signature or a stale timestamp, and changes nothing', async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer);
    stripe.update(intent.paymentIntentId, { status: 'succeeded' });
    const event = succeededEvent(intent.paymentIntentId);

    const forged = await webhook(event, { secret: 'whsec_someone_else' });
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
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

  it('answers 200 to other event types, and ignores a succeeded event whose intent does not match its order', async () => {
    const buyer = await signedInAccount(t);
    const { order } = await orderWithIntent(buyer);
    const other = await webhook({
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true, ignored: true });

    const cheaper = stripe.insert({ amount: 1, metadata: { orderId: order.id }, status: 'succeeded' });
    expect((await webhook(succeededEvent(cheaper.id))).statusCode).toBe(200);
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');
  });

  it('answers 200 “ignored” to a signed event it cannot use, and 400 to a signed body that is no event; never a 500', async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer);
    stripe.update(intent.paymentIntentId, { status: 'succeeded' });
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
      const answer = await webhook(event);
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
      const answer = await webhook(body);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json()).toEqual({ message: 'Malformed Stripe event' });
    }
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');
    expect((await webhook(succeededEvent(intent.paymentIntentId))).json()).toEqual({ received: true });
    expect((await orderRow(t, order.id))?.status).toBe('paid');
    await s.smtp.takeMailTo(buyer.email);
  });

  it('is a 404 on a server without Stripe', async () => {
    const plain = await createTestApp();
    try {
      const event = { id: 'evt_x', object: 'event', type: 'charge.refunded', data: { object: {} } };
      expect((await webhook(event, { app: plain })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
