import { paymentEvents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRow, type SignedInAccount, signedInAccount } from '../../test/orders';
import {
  confirmPayment,
  startStripeTestApp,
  WEBHOOK_SECRET,
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

function webhook(
  event: object,
  {
    secret = WEBHOOK_SECRET,
    timestamp,
    app = t,
  }: { secret?: string; timestamp?: number; app?: TestApp } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
  return app.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}
const succeededEvent = (intentId: string, id = `evt_${crypto.randomUUID().replaceAll('-', '')}`) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: stripe.intents.get(intentId) },
});

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

    const cheaper = stripe.insert({ amount: 1, metadata: { orderId: order.id }, status: 'succeeded' });
    expect((await webhook(succeededEvent(cheaper.id))).statusCode).toBe(200);
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');
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
