import { describe, expect } from 'vitest';
import { stripeTest as it } from '../../test/fixtures';
import { orderRow } from '../../test/orders';
import { confirmPayment, orderWithIntent } from '../../test/stripe-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

describe('Stripe payments through the real SDK', () => {
  it('creates the intent for exactly the order’s total, in dollars’ cents, with the order id, and reuses it', async ({
    t,
    stripe,
    customer: buyer,
  }) => {
    const { order, intent } = await orderWithIntent(t, buyer);
    expect(intent).toMatchObject({ publishableKey: 'pk_test_partsmith', mode: 'stripe' });
    expect(stripe.intents.get(intent.paymentIntentId)).toMatchObject({
      amount: 5997,
      currency: 'usd',
      metadata: { orderId: order.id },
      client_secret: intent.clientSecret,
    });
    const creation = stripe.requests.find((request) => request.form.get('metadata[orderId]') === order.id);
    expect(creation?.idempotencyKey).toBe(`order-${order.id}-5997-first`);
    const again = await trpcAs(t.app, buyer.cookie).payments.createIntent.mutate({ orderId: order.id });
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);

    stripe.update(intent.paymentIntentId, { status: 'canceled' });
    const fresh = await trpcAs(t.app, buyer.cookie).payments.createIntent.mutate({ orderId: order.id });
    expect(fresh.paymentIntentId).not.toBe(intent.paymentIntentId);
  });

  it('marks the order paid only once Stripe says the intent succeeded, and mails the customer', async ({
    t,
    stripe,
    mail,
    customer: buyer,
  }) => {
    const { order, intent } = await orderWithIntent(t, buyer);
    const early = await expectRefusal(confirmPayment(t, buyer, order.id, intent.paymentIntentId));
    expect(early.status).toBe(402);
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');

    stripe.update(intent.paymentIntentId, { status: 'succeeded' });
    const paid = await confirmPayment(t, buyer, order.id, intent.paymentIntentId);
    expect(paid).toMatchObject({
      changed: true,
      order: { status: 'paid', transactionId: intent.paymentIntentId },
    });
    expect((await mail.takeMailTo(buyer.email)).subject).toBe('Your Partsmith order is confirmed');
  });

  it('refuses a succeeded intent of another amount, of another order, or one Stripe does not know', async ({
    t,
    stripe,
    customer: buyer,
  }) => {
    const { order } = await orderWithIntent(t, buyer);
    const cheaper = stripe.insert({ amount: 1, metadata: { orderId: order.id }, status: 'succeeded' });
    const other = stripe.insert({
      amount: 5997,
      metadata: { orderId: crypto.randomUUID() },
      status: 'succeeded',
    });

    const refusals = [
      await expectRefusal(confirmPayment(t, buyer, order.id, cheaper.id)),
      await expectRefusal(confirmPayment(t, buyer, order.id, other.id)),
      await expectRefusal(confirmPayment(t, buyer, order.id, 'pi_unknown')),
    ];
    expect(refusals.map((answer) => [answer.status, answer.message])).toEqual([
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

  it('leaves a declined payment unpaid', async ({ t, stripe, customer: buyer }) => {
    const { order, intent } = await orderWithIntent(t, buyer);
    stripe.update(intent.paymentIntentId, { status: 'requires_payment_method' });
    expect((await expectRefusal(confirmPayment(t, buyer, order.id, intent.paymentIntentId))).status).toBe(
      402,
    );
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');
  });
});
