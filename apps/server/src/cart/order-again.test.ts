import { MESSAGES } from '@partsmith/contracts';
import { products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderOf, insertProduct } from '../../test/factories';
import { signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cartOf = async (headers: Record<string, string>) =>
  (await trpcAs(t.app, headers).cart.view.query()).lines.map(({ name, quantity }) => ({ name, quantity }));

describe('order again', () => {
  it("puts every line of the buyer's order into their cart, adding to what it holds", async () => {
    const buyer = await signedInAccount(t);
    const bolt = await insertProduct(t.database.db, { name: 'Hex bolt M10', quantity: 500 });
    const washer = await insertProduct(t.database.db, { name: 'Flat washer M10', quantity: 500 });
    const order = await insertOrderOf(t.database.db, buyer.id, [
      { product: bolt, quantity: 20 },
      { product: washer, quantity: 40 },
    ]);
    await trpcAs(t.app, buyer.cookie).cart.add.mutate({ productId: bolt.id, quantity: 5 });

    const answer = await trpcAs(t.app, buyer.cookie).cart.orderAgain.mutate({ orderId: order.id });

    expect(answer).toEqual({ added: 2, changes: [] });
    expect(await cartOf(buyer.cookie)).toEqual([
      { name: 'Hex bolt M10', quantity: 25 },
      { name: 'Flat washer M10', quantity: 40 },
    ]);
  });

  it('adds each line at the nearest quantity its part allows today, leaves out removed and sold-out parts, and says so', async () => {
    const buyer = await signedInAccount(t);
    const packed = await insertProduct(t.database.db, { name: 'Dowel pin', quantity: 1000 });
    const scarce = await insertProduct(t.database.db, { name: 'Cam lever', quantity: 100 });
    const gone = await insertProduct(t.database.db, { name: 'Old clamp', quantity: 100 });
    const soldOut = await insertProduct(t.database.db, { name: 'Toggle clamp', quantity: 100 });
    const order = await insertOrderOf(t.database.db, buyer.id, [
      { product: packed, quantity: 30 },
      { product: scarce, quantity: 12 },
      { product: gone, quantity: 2 },
      { product: soldOut, quantity: 3 },
    ]);
    // Since the order: the pin now comes in packs of 25, the lever's stock fell, one part left the shop, one sold out.
    await t.database.db.update(products).set({ packSize: 25 }).where(eq(products.id, packed.id));
    await t.database.db.update(products).set({ quantity: 7 }).where(eq(products.id, scarce.id));
    await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, soldOut.id));

    const answer = await trpcAs(t.app, buyer.cookie).cart.orderAgain.mutate({ orderId: order.id });

    expect(answer).toEqual({
      added: 2,
      changes: [
        { partName: 'Dowel pin', from: 30, to: 25, reason: MESSAGES.quantityNotWholePacks(25) },
        { partName: 'Cam lever', from: 12, to: 7, reason: MESSAGES.quantityAboveStock(7) },
        { partName: 'Old clamp', from: 2, to: 0, reason: MESSAGES.orderAgainPartGone },
        { partName: 'Toggle clamp', from: 3, to: 0, reason: MESSAGES.orderAgainOutOfStock },
      ],
    });
    expect(await cartOf(buyer.cookie)).toEqual([
      { name: 'Dowel pin', quantity: 25 },
      { name: 'Cam lever', quantity: 7 },
    ]);
  });

  it("refuses another customer's order as missing, and leaves their cart as it was", async () => {
    const [owner, other] = [await signedInAccount(t), await signedInAccount(t)];
    const product = await insertProduct(t.database.db, { quantity: 50 });
    const order = await insertOrderOf(t.database.db, owner.id, [{ product, quantity: 2 }]);

    const refusal = await expectRefusal(
      trpcAs(t.app, other.cookie).cart.orderAgain.mutate({ orderId: order.id }),
    );

    expect(refusal).toMatchObject({ status: 404, message: MESSAGES.orderNotFound });
    expect(await cartOf(other.cookie)).toEqual([]);
  });

  it('is POST /api/orders/{id}/order-again for API clients', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { name: 'Grub screw', quantity: 50 });
    const order = await insertOrderOf(t.database.db, buyer.id, [{ product, quantity: 6 }]);

    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/order-again`,
      headers: buyer.bearer,
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ added: 1, changes: [] });
    expect(await cartOf(buyer.cookie)).toEqual([{ name: 'Grub screw', quantity: 6 }]);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/order-again` });
    expect(visitor.statusCode).toBe(401);
  });
});
