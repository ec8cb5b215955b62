import { CART_MAX_LINES, MESSAGES } from '@partsmith/contracts';
import { cartLines, carts, products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCartHeaders, guestWithLine } from '../../test/carts';
import { insertProduct } from '../../test/factories';
import { type SignedInAccount, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs, withResponse } from '../../test/trpc-client';

let t: TestApp;
let buyer: SignedInAccount;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInAccount(t);
});
afterAll(() => t.close());

const linesOf = async (headers: Record<string, string>) =>
  (await trpcAs(t.app, headers).cart.view.query()).lines.map(({ name, quantity }) => ({ name, quantity }));

describe("a visitor's cart", () => {
  it('is empty with no cookie, and the first add gives the browser an httpOnly, SameSite=Lax cookie', async () => {
    const visitor = trpcAs(t.app);
    expect(await visitor.cart.view.query()).toEqual({
      lines: [],
      itemCount: 0,
      subtotalCents: 0,
      mergeNotice: null,
    });
    expect(await visitor.cart.count.query()).toEqual({ itemCount: 0 });

    const part = await insertProduct(t.database.db, { quantity: 50, minimumOrderQuantity: 2 });
    const { response, data } = await withResponse(t.app, { 'sec-fetch-site': 'same-origin' }, (client) =>
      client.cart.add.mutate({ productId: part.id, quantity: 4 }),
    );
    expect(data.lines).toMatchObject([{ productId: part.id, quantity: 4 }]);
    const cookie = response.cookies.find((candidate) => candidate.name === 'partsmith_cart');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // Only the hash is stored.
    const stored = await t.database.db.select({ hash: carts.guestTokenHash }).from(carts);
    expect(stored.map((row) => row.hash)).not.toContain(cookie?.value);

    const headers = guestCartHeaders(response);
    expect(await trpcAs(t.app, headers).cart.count.query()).toEqual({ itemCount: 1 });
    // Another browser sees its own (empty) cart.
    expect(await trpcAs(t.app).cart.count.query()).toEqual({ itemCount: 0 });
  });

  it('ignores a cookie that is not one of ours', async () => {
    const headers = { cookie: 'partsmith_cart=nonsense', 'sec-fetch-site': 'same-origin' };
    expect(await trpcAs(t.app, headers).cart.count.query()).toEqual({ itemCount: 0 });
  });

  it('refuses a cart write from another site', async () => {
    const part = await insertProduct(t.database.db);
    const { headers } = await guestWithLine(t, part.id, 2);
    const crossSite = { ...headers, 'sec-fetch-site': 'cross-site' };
    const refusal = await expectRefusal(
      trpcAs(t.app, crossSite).cart.add.mutate({ productId: part.id, quantity: 2 }),
    );
    expect(refusal).toMatchObject({ status: 403, message: MESSAGES.forbidden });
    expect(await linesOf(headers)).toEqual([{ name: part.name, quantity: 2 }]);
  });
});

describe('adding', () => {
  it('adds up quantities of the same part and prices the line at the break reached', async () => {
    const part = await insertProduct(t.database.db, {
      priceCents: 1000,
      quantity: 500,
      minimumOrderQuantity: 10,
      packSize: 10,
      priceBreaks: [{ minimumQuantity: 50, unitPriceCents: 800 }],
    });
    const customer = trpcAs(t.app, buyer.cookie);
    await customer.cart.add.mutate({ productId: part.id, quantity: 20 });
    const cart = await customer.cart.add.mutate({ productId: part.id, quantity: '30' });
    const line = cart.lines.find((candidate) => candidate.productId === part.id);
    expect(line).toMatchObject({
      quantity: 50,
      partNumber: part.partNumber,
      unitPriceCents: 800,
      lineTotalCents: 40_000,
      packSize: 10,
      problem: null,
      priceChange: null,
      removed: false,
    });
  });

  it.each([
    ['not whole packs', 1, MESSAGES.quantityNotWholePacks(2)],
    ['above the maximum', 10, MESSAGES.quantityAboveMaximum(10)],
    ['not a quantity', '2.0', MESSAGES.quantityInvalid],
  ])(
    'refuses an add that makes the line %s with the rule’s words and changes nothing',
    async (_, quantity, message) => {
      const part = await insertProduct(t.database.db, {
        quantity: 100,
        minimumOrderQuantity: 2,
        packSize: 2,
        maximumPerOrder: 10,
      });
      const { headers } = await guestWithLine(t, part.id, 2);
      const refusal = await expectRefusal(
        trpcAs(t.app, headers).cart.add.mutate({ productId: part.id, quantity: quantity as number }),
      );
      expect(refusal).toMatchObject({ status: 400, message });
      expect(await linesOf(headers)).toEqual([{ name: part.name, quantity: 2 }]);
    },
  );

  it('refuses a first add below the minimum, and keeps no cart for it', async () => {
    const part = await insertProduct(t.database.db, { quantity: 100, minimumOrderQuantity: 5 });
    const headers = { 'sec-fetch-site': 'same-origin' };
    const refusal = await expectRefusal(
      trpcAs(t.app, headers).cart.add.mutate({ productId: part.id, quantity: 4 }),
    );
    expect(refusal).toMatchObject({ status: 400, message: MESSAGES.quantityBelowMinimum(5) });
    const cookieHeaders = guestCartHeaders(refusal.response);
    expect(await trpcAs(t.app, cookieHeaders).cart.count.query()).toEqual({ itemCount: 0 });
  });

  it('refuses an add whose sum is more than the stock, naming the stock', async () => {
    const part = await insertProduct(t.database.db, { quantity: 6, minimumOrderQuantity: 1 });
    const { headers, client } = await guestWithLine(t, part.id, 4);
    const refusal = await expectRefusal(client.cart.add.mutate({ productId: part.id, quantity: 3 }));
    expect(refusal).toMatchObject({ status: 400, message: MESSAGES.quantityAboveStock(6) });
    expect(await linesOf(headers)).toEqual([{ name: part.name, quantity: 4 }]);
  });

  it('refuses a part not on sale (removed or unknown) with 404', async () => {
    const removed = await insertProduct(t.database.db, { deletedAt: new Date() });
    const customer = trpcAs(t.app, buyer.cookie);
    for (const productId of [removed.id, crypto.randomUUID(), 'not-an-id'])
      expect(await expectRefusal(customer.cart.add.mutate({ productId, quantity: 2 }))).toMatchObject({
        status: 404,
        message: MESSAGES.productNotFound,
      });
  });

  it(`holds at most ${CART_MAX_LINES} different parts`, async () => {
    const account = await signedInAccount(t);
    const parts = await t.database.db
      .insert(products)
      .values(
        Array.from({ length: CART_MAX_LINES + 1 }, (_, n) => ({
          name: `Limit part ${n}`,
          description: 'A part for the line limit test',
          priceCents: 100,
          quantity: 10,
          minimumOrderQuantity: 1,
        })),
      )
      .returning({ id: products.id });
    const [cart] = await t.database.db
      .insert(carts)
      .values({ userId: account.id })
      .returning({ id: carts.id });
    await t.database.db.insert(cartLines).values(
      parts.slice(0, CART_MAX_LINES).map((part) => ({
        cartId: cart!.id,
        productId: part.id,
        quantity: 1,
        addedPriceCents: 100,
      })),
    );
    const customer = trpcAs(t.app, account.cookie);
    const refusal = await expectRefusal(
      customer.cart.add.mutate({ productId: parts[CART_MAX_LINES]!.id, quantity: 1 }),
    );
    expect(refusal).toMatchObject({ status: 409, message: MESSAGES.cartFull(CART_MAX_LINES) });
    expect(await customer.cart.count.query()).toEqual({ itemCount: CART_MAX_LINES });
    // Adding more of a part already there is no new line.
    await customer.cart.add.mutate({ productId: parts[0]!.id, quantity: 1 });
  });
});

describe('setting a quantity and removing a line', () => {
  it('sets a quantity the rules allow, and refuses one they do not', async () => {
    const part = await insertProduct(t.database.db, { quantity: 100, minimumOrderQuantity: 5, packSize: 5 });
    const { headers, client } = await guestWithLine(t, part.id, 5);
    expect((await client.cart.setQuantity.mutate({ productId: part.id, quantity: 15 })).lines).toMatchObject([
      { quantity: 15 },
    ]);
    const refusal = await expectRefusal(client.cart.setQuantity.mutate({ productId: part.id, quantity: 12 }));
    expect(refusal).toMatchObject({ status: 400, message: MESSAGES.quantityNotWholePacks(5) });
    const none = await expectRefusal(client.cart.setQuantity.mutate({ productId: part.id, quantity: 0 }));
    expect(none).toMatchObject({ status: 400, message: MESSAGES.quantityBelowMinimum(5) });
    const addNone = await expectRefusal(client.cart.add.mutate({ productId: part.id, quantity: 0 }));
    expect(addNone).toMatchObject({ status: 400, message: MESSAGES.quantityBelowMinimum(5) });
    expect(await linesOf(headers)).toEqual([{ name: part.name, quantity: 15 }]);
  });

  it('answers 404 for a part not in the cart, and for a visitor without a cart', async () => {
    const part = await insertProduct(t.database.db);
    const other = await insertProduct(t.database.db);
    const { client } = await guestWithLine(t, part.id, 2);
    // One call at a time: a call made before the one ahead of it was awaited would reject unhandled meanwhile.
    for (const call of [
      () => client.cart.setQuantity.mutate({ productId: other.id, quantity: 2 }),
      () => client.cart.remove.mutate({ productId: other.id }),
      () => trpcAs(t.app).cart.setQuantity.mutate({ productId: part.id, quantity: 2 }),
      () => trpcAs(t.app).cart.remove.mutate({ productId: part.id }),
    ])
      expect(await expectRefusal(call())).toMatchObject({ status: 404, message: MESSAGES.cartLineNotFound });
  });

  it('removes a line', async () => {
    const kept = await insertProduct(t.database.db);
    const gone = await insertProduct(t.database.db);
    const { headers, client } = await guestWithLine(t, kept.id, 2);
    await client.cart.add.mutate({ productId: gone.id, quantity: 2 });
    const cart = await client.cart.remove.mutate({ productId: gone.id });
    expect(cart.lines.map((line) => line.productId)).toEqual([kept.id]);
    expect(await linesOf(headers)).toEqual([{ name: kept.name, quantity: 2 }]);
  });
});

describe('the view tells what changed since a line was added', () => {
  it('prices today, and says when the price, the stock or the sale changed', async () => {
    const { db } = t.database;
    const repriced = await insertProduct(db, { priceCents: 1000, quantity: 50, minimumOrderQuantity: 1 });
    const sold = await insertProduct(db, { priceCents: 500, quantity: 50, minimumOrderQuantity: 1 });
    const removed = await insertProduct(db, { priceCents: 700, quantity: 50, minimumOrderQuantity: 1 });
    const { client } = await guestWithLine(t, repriced.id, 3);
    await client.cart.add.mutate({ productId: sold.id, quantity: 10 });
    await client.cart.add.mutate({ productId: removed.id, quantity: 1 });
    await db.update(products).set({ priceCents: 1200 }).where(eq(products.id, repriced.id));
    await db.update(products).set({ quantity: 4 }).where(eq(products.id, sold.id));
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, removed.id));

    const cart = await client.cart.view.query();
    expect(cart.lines).toMatchObject([
      { productId: repriced.id, unitPriceCents: 1200, priceChange: { fromCents: 1000, toCents: 1200 } },
      { productId: sold.id, problem: MESSAGES.quantityAboveStock(4), stock: 4 },
      { productId: removed.id, removed: true, problem: null },
    ]);
    // A part no longer on sale is not in the subtotal.
    expect(cart).toMatchObject({ itemCount: 3, subtotalCents: 3 * 1200 + 10 * 500 });
  });
});
