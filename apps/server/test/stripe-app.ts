import { paymentEvents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { sweepExpiredOrders } from '../src/orders/sweep-expired-orders';
import { createOrderPayments } from '../src/payments/create-order-payments';
import { createStripeGateway } from '../src/payments/stripe-gateway';
import { HOUR_MS } from './clock';
import { insertProduct } from './factories';
import { placeOrder, type SignedInAccount } from './orders';
import { startSmtpCapture } from './smtp-capture';
import { type StripeDouble, startStripeDouble } from './stripe-double';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { trpcAs } from './trpc-client';

export const WEBHOOK_SECRET = 'whsec_test_secret';

/** The settings of a server whose Stripe SDK talks to the double at `stripeUrl`. */
export function stripeEnvironment(stripeUrl: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_partsmith',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_partsmith',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeUrl,
  };
}

/** A server configured for Stripe, whose SDK talks to a local double, and whose mail a local SMTP server keeps. */
export async function startStripeTestApp(options: TestAppOptions = {}) {
  const [stripe, smtp] = [await startStripeDouble(), await startSmtpCapture()];
  const t = await createTestApp({ SMTP_URL: smtp.url, ...stripeEnvironment(stripe.url) }, options);
  return {
    t,
    stripe,
    smtp,
    async close() {
      await t.close();
      await Promise.all([stripe.close(), smtp.close()]);
    },
  };
}

/** An unpaid order of 3 × $19.99 from a product of 10, and the PaymentIntent the payment page would ask for. */
export async function orderWithIntent(t: TestApp, buyer: SignedInAccount) {
  const product = await insertProduct(t.database.db, { priceCents: 1999, quantity: 10 });
  const order = await placeOrder(t, buyer, product.id, 3);
  const intent = await trpcAs(t.app, buyer.cookie).payments.createIntent.mutate({ orderId: order.id });
  return { order, productId: product.id, intent, paymentIntentId: intent.paymentIntentId };
}

/** An order its customer cancelled whose payment went through at Stripe all the same, and Stripe's event for it. */
export async function latePayment(t: TestApp, stripe: StripeDouble, buyer: SignedInAccount) {
  const placed = await orderWithIntent(t, buyer);
  await trpcAs(t.app, buyer.cookie).orders.cancel.mutate({ id: placed.order.id });
  stripe.update(placed.paymentIntentId, { status: 'succeeded' });
  return { ...placed, event: succeededEvent(stripe, placed.paymentIntentId) };
}

/** The refunds recorded for an order, as payment events. */
export async function refundEventsOf(t: TestApp, orderId: string) {
  const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
  return events.filter((event) => event.type === 'refund.created');
}

/** Runs the reservation sweep as it would run two days from now, through a gateway on the Stripe double. */
export function sweepTwoDaysLater(t: TestApp, stripe: StripeDouble) {
  const gateway = createStripeGateway({
    secretKey: 'sk_test_partsmith',
    publishableKey: 'pk',
    apiBase: stripe.url,
  });
  return sweepExpiredOrders({
    db: t.database.db,
    now: () => new Date(Date.now() + 49 * HOUR_MS),
    jobs: t.app.jobs,
    payments: createOrderPayments({ gateway, jobs: t.app.jobs }),
  });
}

/** What the payment page does after the card went through: ask the server to verify the intent and mark it paid. */
export function confirmPayment(t: TestApp, buyer: SignedInAccount, orderId: string, paymentIntentId: string) {
  return trpcAs(t.app, buyer.cookie).payments.confirm.mutate({ orderId, paymentIntentId });
}

/**
 * Delivers `event` to the webhook of `t` (or of another instance) as Stripe would: the body's exact bytes, signed
 * with the SDK's test helper.
 */
export function sendWebhook(
  t: Pick<TestApp, 'app'>,
  event: unknown,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

/** Stripe's `payment_intent.succeeded` for an intent of the double, with a fresh event id unless one is given. */
export function succeededEvent(
  stripe: StripeDouble,
  intentId: string,
  id = `evt_${crypto.randomUUID().replaceAll('-', '')}`,
) {
  return {
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: stripe.intents.get(intentId) },
  };
}
