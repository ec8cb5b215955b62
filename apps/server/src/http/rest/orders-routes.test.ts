import { orderLines, orders } from '@partsmith/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../test/factories';
import { delivery, orderLinesOf, type SignedInAccount, signedInAccount, stockOf } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectRefusal, trpcAs } from '../../../test/trpc-client';

let t: TestApp;
let buyer: SignedInAccount;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInAccount(t);
});
afterAll(() => t.close());

const post = (productId: string, orderQuantity: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.bearer,
    payload: { productId, orderQuantity, userPhone: delivery.phone, address: delivery.address },
  });

const ordersOf = async (productId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.productId, productId))
  )[0]?.n;

describe('POST /api/orders reads orderQuantity as the one quantity rule does', () => {
  // " 12 " and "12.0" are refused on purpose: only digits are a quantity in text (docs/decisions/0012).
  it.each(
    [
      '0x10',
      '1e1',
      ' 12 ',
      '12.0',
      '-3',
      '+12',
      '',
      'Infinity',
      1.5,
      '٣',
      '１２',
      '12abc',
      '99999999999',
      null,
      true,
      [12],
    ].map((value) => [value]),
  )('refuses %j with the spec message and places nothing', async (orderQuantity) => {
    const product = await insertProduct(t.database.db, { quantity: 50, minimumOrderQuantity: 1 });
    const response = await post(product.id, orderQuantity);
    expect([response.statusCode, response.json()]).toEqual([400, { message: 'Please Enter Valid number' }]);
    expect(await stockOf(t, product.id)).toBe(50);
    expect(await ordersOf(product.id)).toBe(0);
  });

  it.each(['12', 12, '012'])('places an order of 12 for %j', async (orderQuantity) => {
    const product = await insertProduct(t.database.db, { quantity: 50, minimumOrderQuantity: 1 });
    const response = await post(product.id, orderQuantity);
    expect(response.statusCode).toBe(200);
    expect(await orderLinesOf(t, response.json().insertedId)).toMatchObject([
      { quantity: 12, productId: product.id },
    ]);
    expect(await stockOf(t, product.id)).toBe(38);
  });

  it('gives tRPC the same rule: digits as text are a quantity, anything else is not', async () => {
    const product = await insertProduct(t.database.db, { quantity: 50, minimumOrderQuantity: 1 });
    const place = (quantity: string) =>
      trpcAs(t.app, buyer.cookie).orders.place.mutate({ productId: product.id, quantity, ...delivery });
    const refused = await expectRefusal(place('0x10'));
    expect([refused.status, refused.message]).toEqual([400, 'Please Enter Valid number']);
    expect(await place('12')).toMatchObject({ quantity: 12 });
    expect(await stockOf(t, product.id)).toBe(38);
  });
});
