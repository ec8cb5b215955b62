import { testDatabaseTarget } from '@partsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { paying4242, postOrder, signedInAccount } from '../../test/orders';
import { type SecondInstance, startSecondInstance } from '../../test/second-instance';
import {
  orderWithIntent,
  sendWebhook,
  startStripeTestApp,
  stripeEnvironment,
  succeededEvent,
} from '../../test/stripe-app';
import { createTestApp, type TestApp } from '../../test/test-app';

type App = TestApp['app'];
const postJson = (app: App, url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const orderAt = async (app: App, orderId: string, headers: Record<string, string>) =>
  (await app.inject({ url: `/api/orders/${orderId}`, headers })).json();
const confirmAt = (app: App, orderId: string, transactionId: string, headers: Record<string, string>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers,
    payload: { orderId, transactionId },
  });

/** Behind a load balancer each step of a payment may reach another instance: Postgres only, as every such test. */
describe.runIf(testDatabaseTarget().kind === 'postgres')('payments on two instances', () => {
  describe('test mode', () => {
    let a: TestApp;
    let b: SecondInstance;
    beforeAll(async () => {
      a = await createTestApp({}, { catalogueChecksEveryRead: false });
      b = await startSecondInstance(a);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('pays an order placed on A whose intent B made with a card confirmed on A; B reads it paid', async () => {
      const buyer = await signedInAccount(a);
      const product = await insertProduct(a.database.db, { priceCents: 1250, minimumOrderQuantity: 1 });
      const placed = await postOrder(a, buyer.bearer, product.id, 2);
      const orderId = placed.json().insertedId;

      const intent = await postJson(b.app, '/api/create-payment-intent', buyer.bearer, { orderId });
      const { clientSecret } = intent.json();
      // The payment page loaded again, on the other instance: the same intent, not a second one.
      const reloaded = await postJson(a.app, '/api/create-payment-intent', buyer.bearer, { orderId });
      expect(reloaded.json()).toEqual({ clientSecret });

      const paymentIntentId = clientSecret.split('_secret_')[0];
      const charged = await postJson(
        a.app,
        `/api/test-mode/payment-intents/${paymentIntentId}/confirm`,
        {},
        paying4242,
      );
      expect(charged.json()).toEqual({ id: paymentIntentId, status: 'succeeded' });

      expect(await orderAt(b.app, orderId, buyer.bearer)).toMatchObject({
        price: 25,
        paid: true,
        transactionId: paymentIntentId,
        status: 'pending',
      });
      const confirmed = await confirmAt(b.app, orderId, paymentIntentId, buyer.bearer);
      expect(confirmed.json()).toMatchObject({ acknowledged: true, modifiedCount: 0 });
    });
  });

  describe('Stripe', () => {
    let shop: Awaited<ReturnType<typeof startStripeTestApp>>;
    let b: SecondInstance;
    beforeAll(async () => {
      shop = await startStripeTestApp({ catalogueChecksEveryRead: false });
      b = await startSecondInstance(shop.t, stripeEnvironment(shop.stripe.url));
    });
    afterAll(async () => {
      await b?.close();
      await shop?.close();
    });

    it('marks an order paid when the webhook for an intent made on A reaches B; A reads it paid', async () => {
      const { t, stripe } = shop;
      const buyer = await signedInAccount(t);
      const { order, paymentIntentId } = await orderWithIntent(t, buyer);
      stripe.update(paymentIntentId, { status: 'succeeded' });

      const delivered = await sendWebhook(b, succeededEvent(stripe, paymentIntentId));
      expect(delivered.statusCode).toBe(200);

      expect(await orderAt(t.app, order.id, buyer.bearer)).toMatchObject({
        paid: true,
        transactionId: paymentIntentId,
        status: 'pending',
      });
      // The payment page's own confirm, arriving at B after the webhook: nothing more to do.
      const confirmed = await confirmAt(b.app, order.id, paymentIntentId, buyer.bearer);
      expect(confirmed.json()).toMatchObject({ acknowledged: true, modifiedCount: 0 });
    });
  });
});
