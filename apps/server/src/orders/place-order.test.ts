import type { PlaceOrderInput } from '@partsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage, insertProduct } from '../../test/factories';
import {
  delivery,
  orderLinesOf,
  orderRow,
  placeOrder,
  postOrder,
  signedInAccount,
  stockOf,
} from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends what a hostile or broken client could: fields and values the typed input does not allow. */
const place = (headers: Record<string, string>, input: Record<string, unknown>) =>
  trpcAs(t.app, headers).orders.place.mutate({ ...delivery, ...input } as PlaceOrderInput);

describe('placing an order', () => {
  it('reserves the stock and prices the order on the server, with a snapshot of the product', async () => {
    const buyer = await signedInAccount(t);
    const imageId = await insertImage(t.database.db);
    const product = await insertProduct(t.database.db, { priceCents: 1999, quantity: 10, imageId });

    const order = await placeOrder(t, buyer, product.id, 3);

    const line = {
      lineNo: 1,
      productId: product.id,
      partNumber: product.partNumber,
      name: product.name,
      description: product.description,
      unitPriceCents: 1999,
      quantity: 3,
      lineTotalCents: 5997,
    };
    expect(order).toMatchObject({
      lines: [{ ...line, imageUrl: `/images/${imageId}` }],
      quantity: 3,
      totalCents: 5997,
      status: 'unpaid',
      transactionId: null,
      customer: { name: buyer.name, email: buyer.email },
      ...delivery,
    });
    expect(await orderLinesOf(t, order.id)).toEqual([{ ...line, orderId: order.id, imageId }]);
    expect(await stockOf(t, product.id)).toBe(7);
  });

  it('ignores a price, email, name, paid flag or status sent by the client', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { priceCents: 5000, quantity: 10 });
    const tampered = {
      price: 1,
      priceCents: 1,
      totalCents: 1,
      userEmail: 'x@evil.test',
      userName: 'X',
      paid: true,
    };

    const trpc = await place(buyer.cookie, {
      productId: product.id,
      quantity: 2,
      ...tampered,
      status: 'paid',
    });
    expect(trpc).toMatchObject({
      totalCents: 10_000,
      status: 'unpaid',
      customer: { email: buyer.email },
    });

    const rest = await postOrder(t, buyer.bearer, product.id, '2', {
      ...tampered,
      status: 'shipped',
      transactionId: 'pi_forged',
      productName: 'Free gold',
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({ success: 'Order added', insertedId: expect.any(String) });
    expect(await orderLinesOf(t, rest.json().insertedId)).toMatchObject([{ name: product.name }]);
    expect(await orderRow(t, rest.json().insertedId)).toMatchObject({
      userId: buyer.id,
      totalCents: 10_000,
      status: 'unpaid',
      transactionId: null,
    });
  });

  it.each([
    [1, 'Your quantity lower than 2'],
    [0, 'Your quantity lower than 2'],
    [-3, 'Your quantity lower than 2'],
    [6, 'Your quantity higher than 5'],
    [2.5, 'Please Enter Valid number'],
    ['three', 'Please Enter Valid number'],
  ])('refuses quantity %j with "%s", and leaves the stock as it was', async (quantity, message) => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 5, minimumOrderQuantity: 2 });
    const answer = await expectRefusal(place(buyer.cookie, { productId: product.id, quantity }));
    expect(answer).toMatchObject({ status: 400, message });
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('answers the spec messages over REST too, numbers as strings included', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 5, minimumOrderQuantity: 2 });
    const post = (orderQuantity: unknown, more: Record<string, unknown> = {}) =>
      postOrder(t, buyer.bearer, product.id, orderQuantity, more);
    expect((await post('9')).json()).toEqual({ message: 'Your quantity higher than 5' });
    expect((await post('1')).json()).toEqual({ message: 'Your quantity lower than 2' });
    expect((await post('abc')).json()).toEqual({ message: 'Please Enter Valid number' });
    expect((await post(2, { userPhone: ' ' })).json()).toEqual({ message: 'Phone is required' });
    expect((await post(2, { address: undefined })).json()).toEqual({ message: 'Address is required' });
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it.each([
    [75, 'Sold in packs of 50: order a multiple of 50'],
    [250, 'At most 200 per order'],
  ])('refuses %j of a part in packs of 50, at most 200, with "%s"', async (quantity, message) => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, {
      quantity: 1000,
      minimumOrderQuantity: 50,
      packSize: 50,
      maximumPerOrder: 200,
    });
    const answer = await expectRefusal(place(buyer.cookie, { productId: product.id, quantity }));
    expect(answer).toMatchObject({ status: 400, message });
    expect((await postOrder(t, buyer.bearer, product.id, String(quantity))).json()).toEqual({ message });
    expect(await stockOf(t, product.id)).toBe(1000);
  });

  it('prices the line at the deepest quantity break reached', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, {
      priceCents: 42,
      quantity: 1000,
      minimumOrderQuantity: 1,
      priceBreaks: [
        { minimumQuantity: 250, unitPriceCents: 31 },
        { minimumQuantity: 50, unitPriceCents: 36 },
      ],
    });
    const below = await placeOrder(t, buyer, product.id, 49);
    const first = await placeOrder(t, buyer, product.id, 50);
    const deepest = await placeOrder(t, buyer, product.id, 300);
    expect(
      [below, first, deepest].map(({ lines, totalCents }) => [lines[0]?.unitPriceCents, totalCents]),
    ).toEqual([
      [42, 2058],
      [36, 1800],
      [31, 9300],
    ]);
  });

  it('answers 404 for an unknown, malformed or deleted product', async () => {
    const buyer = await signedInAccount(t);
    const deleted = await insertProduct(t.database.db, { deletedAt: new Date() });
    for (const productId of [crypto.randomUUID(), 'nope', deleted.id]) {
      const answer = await expectRefusal(place(buyer.cookie, { productId, quantity: 2 }));
      expect(answer, productId).toMatchObject({ status: 404, message: 'Product not found' });
    }
  });

  it('refuses anonymous callers', async () => {
    const product = await insertProduct(t.database.db);
    expect((await expectRefusal(place({}, { productId: product.id, quantity: 2 }))).status).toBe(401);
    expect((await postOrder(t, {}, product.id, 2)).statusCode).toBe(401);
  });
});
