import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcMutation } from '../../test/http';
import { orderRow, type SignedInAccount, signedInAccount } from '../../test/orders';
import { confirmPayment, startStripeTestApp, orderWithIntent as withIntent } from '../../test/stripe-app';

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

describe('Stripe payments through the real SDK', () => {
  it('creates the intent for exactly the order’s total, in dollars’ cents, with the order id, and reuses it', async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer);
    expect(intent).toMatchObject({ publishableKey: 'pk_test_partsmith', mode: 'stripe' });
    expect(stripe.intents.get(intent.paymentIntentId)).toMatchObject({
      amount: 5997,
      currency: 'usd',
      metadata: { orderId: order.id },
      client_secret: intent.clientSecret,
    });
    const creation = stripe.requests.find((request) => request.form.get('metadata[orderId]') === order.id);
    expect(creation?.idempotencyKey).toBe(`order-${order.id}-5997-first`);
    const again = await trpcMutation(t.app, 'payments.createIntent', { orderId: order.id }, buyer.cookie);
    expect((again.data as { paymentIntentId: string }).paymentIntentId).toBe(intent.paymentIntentId);

    stripe.update(intent.paymentIntentId, { status: 'canceled' });
    const fresh = await trpcMutation(t.app, 'payments.createIntent', { orderId: order.id }, buyer.cookie);
    expect((fresh.data as { paymentIntentId: string }).paymentIntentId).not.toBe(intent.paymentIntentId);
  });

  it('marks the order paid only once Stripe says the intent succeeded, and mails the customer', async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer);
    const early = await confirm(buyer, order.id, intent.paymentIntentId);
    expect(early.status).toBe(402);
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');

    stripe.update(intent.paymentIntentId, { status: 'succeeded' });
    const paid = await confirm(buyer, order.id, intent.paymentIntentId);
    expect(paid.data).toMatchObject({
      changed: true,
      order: { status: 'paid', transactionId: intent.paymentIntentId },
    });
    expect((await s.smtp.takeMailTo(buyer.email)).subject).toBe('Your Partsmith order is confirmed');
  });

  it('refuses a succeeded intent of another amount, of another order, or one Stripe does not know', async () => {
    const buyer = await signedInAccount(t);
    const { order } = await orderWithIntent(buyer);
    const cheaper = stripe.insert({ amount: 1, metadata: { orderId: order.id }, status: 'succeeded' });
    const other = stripe.insert({
      amount: 5997,
      metadata: { orderId: crypto.randomUUID() },
      status: 'succeeded',
    });

    const refusals = [
      await confirm(buyer, order.id, cheaper.id),
      await confirm(buyer, order.id, other.id),
      await confirm(buyer, order.id, 'pi_unknown'),
    ];
    expect(refusals.map((answer) => [answer.status, answer.error?.message])).toEqual([
      [400, 'The payment amount does not match the order'],
      [400, 'This payment belongs to another order'],
      [400, 'Payment not found'],
    ]);
    const legacy = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: buyer.bearer,
      payload: { orderId: order.id, transactionId: cheaper.id },
    });
    expect(legacy.statusCode).toBe(400);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'unpaid', transactionId: null });
  });

  it('leaves a declined payment unpaid', async () => {
    const buyer = await signedInAccount(t);
    const { order, intent } = await orderWithIntent(buyer);
    stripe.update(intent.paymentIntentId, { status: 'requires_payment_method' });
    expect((await confirm(buyer, order.id, intent.paymentIntentId)).status).toBe(402);
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');
  });
});
