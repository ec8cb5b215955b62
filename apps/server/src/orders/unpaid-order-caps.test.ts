import { MESSAGES } from '@partsmith/contracts';
import { orders } from '@partsmith/db';
import { testDatabaseTarget } from '@partsmith/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import {
  markPaidInDatabase,
  placeOrder,
  postOrder,
  type SignedInAccount,
  signedInAccount,
  stockOf,
} from '../../test/orders';
import { startSecondInstance } from '../../test/second-instance';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

/** The shipped defaults, which the test app raises for every other test. */
const CAPS = { UNPAID_ORDERS_MAX: '5', UNPAID_UNITS_MAX: '500' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(CAPS);
});
afterAll(() => t.close());

const order = (buyer: SignedInAccount, productId: string, quantity: number) =>
  trpcAs(t.app, buyer.cookie).orders.place.mutate({
    productId,
    quantity,
    phone: '+44 114 496 0000',
    address: '3 Forge Yard, Sheffield',
  });

async function unpaidOf(buyer: SignedInAccount) {
  const where = and(eq(orders.userId, buyer.id), eq(orders.status, 'unpaid'));
  return t.database.db.select({ quantity: orders.quantity }).from(orders).where(where);
}

describe('what one customer may hold unpaid', () => {
  it('refuses a sixth unpaid order with 409 and a clear message, over tRPC and REST; paying or cancelling one frees a place', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 2000, minimumOrderQuantity: 1 });
    const placed = [];
    for (let n = 0; n < 5; n++) placed.push(await placeOrder(t, buyer, product.id, 1));

    const refused = await expectRefusal(order(buyer, product.id, 1));
    expect(refused).toMatchObject({
      status: 409,
      message: 'You have 5 unpaid orders. Pay or cancel one before ordering again.',
    });
    const rest = await postOrder(t, buyer.bearer, product.id, 1);
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({ message: MESSAGES.unpaidOrdersLimit(5) });
    expect(await stockOf(t, product.id)).toBe(1995);

    await markPaidInDatabase(t, placed[0]?.id ?? '');
    await placeOrder(t, buyer, product.id, 1);
    await trpcAs(t.app, buyer.cookie).orders.cancel.mutate({ id: placed[1]?.id ?? '' });
    await placeOrder(t, buyer, product.id, 1);
    expect(await unpaidOf(buyer)).toHaveLength(5);
    // Another customer is not held back by this one's orders.
    await placeOrder(t, await signedInAccount(t), product.id, 1);
  });

  it('refuses units beyond 500 across unpaid orders, saying how many are held; admins are held to it too', async () => {
    const buyer = await signedInAccount(t, 'admin');
    const product = await insertProduct(t.database.db, { quantity: 2000, minimumOrderQuantity: 1 });
    await placeOrder(t, buyer, product.id, 300);

    const refused = await expectRefusal(order(buyer, product.id, 201));
    expect(refused).toMatchObject({
      status: 409,
      message:
        'Unpaid orders can hold at most 500 units at once, and yours hold 300. Pay or cancel one, or order fewer.',
    });
    await placeOrder(t, buyer, product.id, 200);
    expect(await stockOf(t, product.id)).toBe(1500);

    const newcomer = await signedInAccount(t);
    const rest = await postOrder(t, newcomer.bearer, product.id, 501);
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({
      message: 'An unpaid order can hold at most 500 units. Please order fewer.',
    });
    expect(await stockOf(t, product.id)).toBe(1500);
  });
});

/** PGlite runs one transaction at a time: only Postgres can show placements racing past the count. */
describe.runIf(testDatabaseTarget().kind === 'postgres')(
  'one customer placing at once on real Postgres',
  () => {
    it('lets exactly 5 of 20 simultaneous orders through, across two instances, and 4 of 12 orders of 120 units', async () => {
      const second = await startSecondInstance(t, CAPS);
      try {
        // A part per order: one part's row lock would make them take turns anyway; only the customer's lock can.
        const parts = await Promise.all(
          Array.from({ length: 20 }, () =>
            insertProduct(t.database.db, { quantity: 1000, minimumOrderQuantity: 1 }),
          ),
        );
        const rush = async (buyer: SignedInAccount, count: number, quantity: number) => {
          const answers = await Promise.all(
            parts.slice(0, count).map((part, i) =>
              (i % 2 ? second.app : t.app).inject({
                method: 'POST',
                url: '/api/orders',
                headers: buyer.bearer,
                payload: {
                  productId: part.id,
                  orderQuantity: quantity,
                  userPhone: '+1 555 0100',
                  address: '1 Mill Lane',
                },
              }),
            ),
          );
          return answers.map((answer) => answer.statusCode).sort();
        };

        const many = await signedInAccount(t);
        expect(await rush(many, 20, 1)).toEqual([...Array(5).fill(200), ...Array(15).fill(409)]);
        expect(await unpaidOf(many)).toHaveLength(5);

        const bulk = await signedInAccount(t);
        expect(await rush(bulk, 12, 120)).toEqual([...Array(4).fill(200), ...Array(8).fill(409)]);
        expect(await unpaidOf(bulk)).toHaveLength(4);
        const stock = await Promise.all(parts.map((part) => stockOf(t, part.id)));
        expect(stock.reduce((sum, left) => sum + (1000 - left), 0)).toBe(5 + 480);
      } finally {
        await second.close();
      }
    });
  },
);
