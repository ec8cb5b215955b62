import { MESSAGES, SHIPPING_MESSAGES } from '@partsmith/contracts';
import { cartLines, orderLines, orders, products, users } from '@partsmith/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart, insertAddress, openShop } from '../../test/checkout';
import { insertProduct } from '../../test/factories';
import { type SignedInAccount, signedInAccount, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
let methods: Awaited<ReturnType<typeof openShop>>;
beforeAll(async () => {
  t = await createTestApp();
  methods = await openShop(t.database.db);
});
afterAll(() => t.close());

/** A customer with an address in Sheffield and a cart of a bolt (20 at $0.50) and a bearing (1 at $12.00). */
async function buyerWithCart(overrides: { boltStock?: number } = {}) {
  const buyer = await signedInAccount(t);
  const address = await insertAddress(t.database.db, buyer.id);
  const bolt = await insertProduct(t.database.db, {
    name: 'Hex bolt M12',
    priceCents: 50,
    quantity: overrides.boltStock ?? 100,
    minimumOrderQuantity: 1,
    packSize: 10,
    weightGrams: 30,
  });
  const bearing = await insertProduct(t.database.db, {
    name: 'Bearing 6204',
    priceCents: 1200,
    quantity: 10,
    minimumOrderQuantity: 1,
    weightGrams: 200,
  });
  await fillCart(t.database.db, buyer.id, [
    { productId: bolt.id, quantity: 20, priceCents: 50 },
    { productId: bearing.id, quantity: 1, priceCents: 1200 },
  ]);
  return { buyer, address, bolt, bearing, client: trpcAs(t.app, buyer.cookie) };
}

const ordersOf = async (buyer: SignedInAccount) =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.id)))[0]?.n;
const cartSizeOf = async (buyer: SignedInAccount) =>
  (await trpcAs(t.app, buyer.cookie).cart.view.query()).lines.length;

describe('the checkout quote', () => {
  it('prices the cart to the default address by the cheapest method, VAT on goods and shipping', async () => {
    const { client, address } = await buyerWithCart();
    const quote = await client.checkout.quote.query({});
    expect(quote.addressId).toBe(address.id);
    expect(quote.shippingOptions.map(({ name, priceCents }) => ({ name, priceCents }))).toEqual([
      { name: 'Standard', priceCents: 495 },
      { name: 'Tracked', priceCents: 600 },
    ]);
    expect(quote.shippingMethodId).toBe(methods.standard);
    // Goods 20 × $0.50 + $12.00 = $22.00; VAT 20% on $10.00, $12.00 and $4.95 = $2.00 + $2.40 + $0.99.
    expect(quote.totals).toEqual({
      subtotalCents: 2200,
      weightGrams: 800,
      shippingCents: 495,
      taxes: [{ name: 'VAT', rateBasisPoints: 2000, taxCents: 539 }],
      taxCents: 539,
      totalCents: 3234,
    });
    expect(quote.problems).toEqual([]);
    expect(quote.cart.lines.map((line) => line.name)).toEqual(['Hex bolt M12', 'Bearing 6204']);
  });

  it('prices by the method asked for, and offers no method that cannot carry the weight', async () => {
    const { client, bearing } = await buyerWithCart();
    expect((await client.checkout.quote.query({ shippingMethodId: methods.tracked })).totals).toMatchObject({
      shippingCents: 600,
    });
    // 10 bearings more: 2.8 kg, so Tracked's second band.
    await t.database.db.update(cartLines).set({ quantity: 10 }).where(eq(cartLines.productId, bearing.id));
    const heavier = await client.checkout.quote.query({ shippingMethodId: methods.tracked });
    expect(heavier.totals).toMatchObject({ weightGrams: 2600, shippingCents: 1500 });
  });

  it('names every problem: a line over the stock, and a country the shop does not ship to', async () => {
    const { client, buyer, bolt } = await buyerWithCart();
    await t.database.db.update(products).set({ quantity: 5 }).where(eq(products.id, bolt.id));
    const france = await insertAddress(t.database.db, buyer.id, { country: 'FR', city: 'Lyon' });
    const quote = await client.checkout.quote.query({ addressId: france.id });
    expect(quote.problems).toEqual([
      MESSAGES.checkoutLineProblem(1, 'Hex bolt M12', bolt.partNumber, MESSAGES.quantityAboveStock(5)),
      SHIPPING_MESSAGES.notShippedTo('France'),
    ]);
    expect(quote.totals).toBeNull();
  });

  it("answers 404 for another customer's address, as for none", async () => {
    const { client } = await buyerWithCart();
    const other = await buyerWithCart();
    const refusal = await expectRefusal(client.checkout.quote.query({ addressId: other.address.id }));
    expect(refusal).toMatchObject({ status: 404, message: MESSAGES.addressNotFound });
  });
});

describe('placing the order', () => {
  it('makes one unpaid order of every line with the figures quoted, reserves the stock and empties the cart', async () => {
    const { client, buyer, address, bolt, bearing } = await buyerWithCart();
    const quote = await client.checkout.quote.query({});
    const order = await client.checkout.place.mutate({
      addressId: address.id,
      shippingMethodId: methods.standard,
      poNumber: ' PO-7731 ',
      expectedTotalCents: 3234,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(order).toMatchObject({
      status: 'unpaid',
      quantity: 21,
      subtotalCents: 2200,
      shippingCents: 495,
      taxCents: 539,
      taxes: quote.totals?.taxes,
      totalCents: 3234,
      poNumber: 'PO-7731',
      taxExempt: false,
      phone: '+44 114 496 0000',
      address: 'Forge Yard Workshop\n3 Forge Yard\nSheffield, S1 2AB\nUnited Kingdom',
      shipTo: { recipient: 'Forge Yard Workshop', city: 'Sheffield', postcode: 'S1 2AB', country: 'GB' },
      shipping: { method: 'Standard', deliveryDaysMin: 2, deliveryDaysMax: 4 },
    });
    expect(
      order.lines.map(({ lineNo, name, unitPriceCents, quantity, lineTotalCents }) => [
        lineNo,
        name,
        unitPriceCents,
        quantity,
        lineTotalCents,
      ]),
    ).toEqual([
      [1, 'Hex bolt M12', 50, 20, 1000],
      [2, 'Bearing 6204', 1200, 1, 1200],
    ]);
    expect(await stockOf(t, bolt.id)).toBe(80);
    expect(await stockOf(t, bearing.id)).toBe(9);
    expect(await cartSizeOf(buyer)).toBe(0);
    // As My Orders reads it back.
    expect(await client.orders.byId.query({ id: order.id })).toEqual(order);
  });

  it('makes one order of a retried or double-clicked checkout', async () => {
    const { client, buyer, address, bolt } = await buyerWithCart();
    const input = {
      addressId: address.id,
      shippingMethodId: methods.standard,
      expectedTotalCents: 3234,
      idempotencyKey: crypto.randomUUID(),
    };
    const [first, second] = await Promise.all([
      client.checkout.place.mutate(input),
      client.checkout.place.mutate(input),
    ]);
    expect(second.id).toBe(first.id);
    expect(await client.checkout.place.mutate(input)).toMatchObject({ id: first.id });
    expect(await ordersOf(buyer)).toBe(1);
    expect(await stockOf(t, bolt.id)).toBe(80);
  });

  it('refuses a total other than the one the buyer saw, with the new one, and changes nothing', async () => {
    const { client, buyer, address, bolt } = await buyerWithCart();
    // An admin raises the bolt's price after the buyer saw $32.34.
    await t.database.db.update(products).set({ priceCents: 60 }).where(eq(products.id, bolt.id));
    const refusal = await expectRefusal(
      client.checkout.place.mutate({
        addressId: address.id,
        shippingMethodId: methods.standard,
        expectedTotalCents: 3234,
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(refusal).toMatchObject({
      status: 409,
      message: MESSAGES.checkoutTotalChanged('$34.74', '$32.34'),
    });
    expect(await ordersOf(buyer)).toBe(0);
    expect(await stockOf(t, bolt.id)).toBe(100);
    expect(await cartSizeOf(buyer)).toBe(2);
    expect((await client.checkout.quote.query({})).totals?.totalCents).toBe(3474);
  });

  it('reserves every line or none, naming the line that failed', async () => {
    const { client, buyer, address, bolt, bearing } = await buyerWithCart();
    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, bearing.id));
    const refusal = await expectRefusal(
      client.checkout.place.mutate({
        addressId: address.id,
        shippingMethodId: methods.standard,
        expectedTotalCents: 3234,
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(refusal).toMatchObject({
      status: 409,
      message: MESSAGES.checkoutLineProblem(
        2,
        'Bearing 6204',
        bearing.partNumber,
        MESSAGES.quantityAboveStock(0),
      ),
    });
    expect(await stockOf(t, bolt.id)).toBe(100);
    expect(await ordersOf(buyer)).toBe(0);
    expect(
      await t.database.db.select({ n: count() }).from(orderLines).where(eq(orderLines.productId, bolt.id)),
    ).toEqual([{ n: 0 }]);
  });

  it('refuses a method that cannot carry the order', async () => {
    const { client, address, bearing } = await buyerWithCart();
    await t.database.db.update(cartLines).set({ quantity: 10 }).where(eq(cartLines.productId, bearing.id));
    await t.database.db.update(products).set({ weightGrams: 5000 }).where(eq(products.id, bearing.id));
    const quote = await client.checkout.quote.query({ shippingMethodId: methods.tracked });
    expect(quote.shippingOptions.map((option) => option.name)).toEqual(['Standard']);
    const refusal = await expectRefusal(
      client.checkout.place.mutate({
        addressId: address.id,
        shippingMethodId: methods.tracked,
        expectedTotalCents: quote.totals?.totalCents ?? 0,
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(refusal).toMatchObject({ status: 409, message: MESSAGES.checkoutMethodUnavailable });
  });

  it('charges a tax-exempt customer no tax, and the order says so', async () => {
    const { client, buyer, address } = await buyerWithCart();
    await t.database.db.update(users).set({ taxExempt: true }).where(eq(users.id, buyer.id));
    const quote = await client.checkout.quote.query({});
    expect(quote).toMatchObject({ taxExempt: true, totals: { taxes: [], taxCents: 0, totalCents: 2695 } });
    const order = await client.checkout.place.mutate({
      addressId: address.id,
      shippingMethodId: methods.standard,
      expectedTotalCents: 2695,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(order).toMatchObject({ taxExempt: true, taxCents: 0, totalCents: 2695 });
  });

  it("taxes a region's rate on the goods alone where it does not apply to shipping", async () => {
    const { client, buyer } = await buyerWithCart();
    const newYork = await insertAddress(t.database.db, buyer.id, {
      country: 'US',
      region: 'ny',
      city: 'Buffalo',
    });
    const quote = await client.checkout.quote.query({ addressId: newYork.id });
    // 4% of $10.00 and of $12.00; Ground's $20 untaxed.
    expect(quote.totals).toMatchObject({ shippingCents: 2000, taxCents: 88, totalCents: 4288 });
  });

  it('refuses an empty cart', async () => {
    const buyer = await signedInAccount(t);
    const address = await insertAddress(t.database.db, buyer.id);
    const refusal = await expectRefusal(
      trpcAs(t.app, buyer.cookie).checkout.place.mutate({
        addressId: address.id,
        shippingMethodId: methods.standard,
        expectedTotalCents: 0,
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(refusal).toMatchObject({ status: 400, message: MESSAGES.checkoutCartEmpty });
  });
});

describe('REST', () => {
  it('quotes and places through /api/checkout as documented', async () => {
    const { buyer, address } = await buyerWithCart();
    const quote = await t.app.inject({ method: 'GET', url: '/api/checkout', headers: buyer.bearer });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ totals: { totalCents: 3234 }, problems: [] });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.bearer,
      payload: {
        addressId: address.id,
        shippingMethodId: methods.standard,
        expectedTotalCents: 3234,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ totalCents: 3234, lines: [{ lineNo: 1 }, { lineNo: 2 }] });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.bearer,
      payload: { addressId: address.id, shippingMethodId: methods.standard, expectedTotalCents: 'x' },
    });
    expect(changed.statusCode).toBe(400);
  });
});
