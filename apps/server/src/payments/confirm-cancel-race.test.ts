import { testPaymentIntents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { orderRow, paying4242, placeOrder, signedInAccount, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outcomeOf, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The order row is the lock: a test-mode card payment and a cancel of the same order, sent at once, end with one
 * of them winning. PGlite runs one transaction at a time, so the race is only a race on Postgres
 * (TEST_DB=postgres); there the old code kept the money of a cancelled order in nearly every round.
 */
describe('a card payment racing a cancel of the same order', () => {
  it('ends each of 15 rounds paid and not cancelled, or cancelled and never charged; never both', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 100, minimumOrderQuantity: 1 });
    let paid = 0;
    for (let round = 0; round < 15; round++) {
      const order = await placeOrder(t, buyer, product.id, 2);
      const { paymentIntentId } = await trpcAs(t.app, buyer.cookie).payments.createIntent.mutate({
        orderId: order.id,
      });

      const [payment, cancel] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/test-mode/payment-intents/${paymentIntentId}/confirm`,
          payload: paying4242,
        }),
        outcomeOf(trpcAs(t.app, buyer.cookie).orders.cancel.mutate({ id: order.id })),
      ]);
      const row = await orderRow(t, order.id);
      const [charge] = await t.database.db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, paymentIntentId));
      const what = `round ${round}: pay ${payment.statusCode}, cancel ${cancel.refusal?.status ?? 200}`;
      if (row?.status === 'paid') {
        paid++;
        expect(row.cancelledAt, what).toBeNull();
        expect(charge?.status, what).toBe('succeeded');
        expect(payment.statusCode, what).toBe(200);
        expect(cancel.refusal?.status, what).toBe(409);
      } else {
        expect(row?.status, what).toBe('cancelled');
        expect(charge?.status, what).not.toBe('succeeded');
        expect(payment.statusCode, what).toBe(409);
        expect(cancel.data, what).toMatchObject({ changed: true });
      }
    }
    expect(await stockOf(t, product.id)).toBe(100 - 2 * paid);
  });
});
