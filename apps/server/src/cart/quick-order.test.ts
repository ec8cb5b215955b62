import { MESSAGES, QUICK_ORDER_MAX_ROWS } from '@partsmith/contracts';
import { cartLines, carts, products } from '@partsmith/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCartHeaders } from '../../test/carts';
import { insertProduct } from '../../test/factories';
import { type SignedInAccount, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs, withResponse } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A part with a part number of its own (the tests share one database). */
const part = (overrides: Parameters<typeof insertProduct>[1] = {}) =>
  insertProduct(t.database.db, { partNumber: `QO-${crypto.randomUUID().slice(0, 8)}`, ...overrides });

const rowsOf = (
  checks: { line: number; partNumber: string; quantity: number | null; problem: string | null }[],
) => checks.map(({ line, partNumber, quantity, problem }) => ({ line, partNumber, quantity, problem }));

const cartOf = async (buyer: SignedInAccount) =>
  (await trpcAs(t.app, buyer.cookie).cart.view.query()).lines.map(({ partNumber, quantity }) => ({
    partNumber,
    quantity,
  }));

describe('quick order preview', () => {
  it('answers each row: the part and its price, or the rule it breaks in the rule’s words', async () => {
    const bolts = await part({
      quantity: 500,
      priceCents: 200,
      priceBreaks: [{ minimumQuantity: 100, unitPriceCents: 150 }],
    });
    const nuts = await part({ minimumOrderQuantity: 50, packSize: 50, quantity: 1000 });
    const vise = await part({ minimumOrderQuantity: 1, maximumPerOrder: 5, quantity: 40 });
    const scarce = await part({ minimumOrderQuantity: 1, quantity: 3 });
    const small = await part({ minimumOrderQuantity: 10 });
    const gone = await part({ deletedAt: new Date() });
    const text = [
      'Part Number,Quantity',
      `${bolts.partNumber.toLowerCase()},120`,
      `${nuts.partNumber};75`,
      `${vise.partNumber}\t6`,
      `${scarce.partNumber} 4`,
      `${small.partNumber},2`,
      `${gone.partNumber},2`,
      'NO-SUCH-PART,2',
      `${bolts.partNumber},ten`,
    ].join('\n');
    const preview = await trpcAs(t.app).cart.quickOrderPreview.mutate({ text });

    expect(rowsOf(preview.rows)).toEqual([
      { line: 2, partNumber: bolts.partNumber, quantity: 120, problem: null },
      { line: 3, partNumber: nuts.partNumber, quantity: 75, problem: MESSAGES.quantityNotWholePacks(50) },
      { line: 4, partNumber: vise.partNumber, quantity: 6, problem: MESSAGES.quantityAboveMaximum(5) },
      { line: 5, partNumber: scarce.partNumber, quantity: 4, problem: MESSAGES.quantityAboveStock(3) },
      { line: 6, partNumber: small.partNumber, quantity: 2, problem: MESSAGES.quantityBelowMinimum(10) },
      {
        line: 7,
        partNumber: gone.partNumber,
        quantity: 2,
        problem: MESSAGES.quickOrderPartRemoved(gone.partNumber),
      },
      {
        line: 8,
        partNumber: 'NO-SUCH-PART',
        quantity: 2,
        problem: MESSAGES.quickOrderUnknownPart('NO-SUCH-PART'),
      },
      { line: 9, partNumber: bolts.partNumber, quantity: null, problem: MESSAGES.quickOrderQuantityNotWhole },
    ]);
    expect(preview.rows[0]).toMatchObject({
      part: { productId: bolts.id, name: bolts.name },
      unitPriceCents: 150,
      lineTotalCents: 18_000,
    });
    expect(preview).toMatchObject({ addableCount: 1, addableTotalCents: 18_000 });
  });

  it('counts what the cart already holds of a part, and says so', async () => {
    const buyer = await signedInAccount(t);
    const capped = await part({ minimumOrderQuantity: 1, maximumPerOrder: 10 });
    await trpcAs(t.app, buyer.cookie).cart.add.mutate({ productId: capped.id, quantity: 8 });
    const preview = await trpcAs(t.app, buyer.cookie).cart.quickOrderPreview.mutate({
      text: `${capped.partNumber},3`,
    });
    expect(preview.rows[0]).toMatchObject({
      inCart: 8,
      problem: MESSAGES.quickOrderWithCart(MESSAGES.quantityAboveMaximum(10), 8),
    });
    const fits = await trpcAs(t.app, buyer.cookie).cart.quickOrderPreview.mutate({
      text: `${capped.partNumber},2`,
    });
    expect(fits.rows[0]).toMatchObject({ inCart: 8, problem: null });
  });

  it('refuses a text over the row limit, an empty one and an over-long one as a whole', async () => {
    const rows = Array.from({ length: QUICK_ORDER_MAX_ROWS + 1 }, (_, i) => `P-${i},1`).join('\n');
    const refusals = [
      [rows, MESSAGES.quickOrderTooManyRows(QUICK_ORDER_MAX_ROWS, QUICK_ORDER_MAX_ROWS + 1)],
      ['\n  \n', MESSAGES.quickOrderEmpty],
    ] as const;
    for (const [text, message] of refusals) {
      const refusal = await expectRefusal(trpcAs(t.app).cart.quickOrderPreview.mutate({ text }));
      expect({ status: refusal.status, message: refusal.message }).toEqual({ status: 400, message });
    }
    const tooLong = await expectRefusal(
      trpcAs(t.app).cart.quickOrderPreview.mutate({ text: 'x'.repeat(20_001) }),
    );
    expect(tooLong.message).toBe(MESSAGES.quickOrderTooLong(20_000));
  });
});

describe('quick order add', () => {
  it('adds the valid rows in one step, adding up with the cart, and reports the skipped ones', async () => {
    const buyer = await signedInAccount(t);
    const bolts = await part({ minimumOrderQuantity: 5 });
    const nuts = await part({ minimumOrderQuantity: 50, packSize: 50 });
    const chisels = await part({ minimumOrderQuantity: 2 });
    await trpcAs(t.app, buyer.cookie).cart.add.mutate({ productId: chisels.id, quantity: 2 });
    const text = `${bolts.partNumber},10\n${nuts.partNumber},70\nNOPE-1,3\n${chisels.partNumber},4\n${bolts.partNumber},5`;

    const result = await trpcAs(t.app, buyer.cookie).cart.quickOrderAdd.mutate({ text });
    expect(result.added.map((row) => row.line)).toEqual([1, 4]);
    expect(result.added[0]?.alsoOnLines).toEqual([5]);
    expect(rowsOf(result.skipped)).toEqual([
      { line: 2, partNumber: nuts.partNumber, quantity: 70, problem: MESSAGES.quantityNotWholePacks(50) },
      { line: 3, partNumber: 'NOPE-1', quantity: 3, problem: MESSAGES.quickOrderUnknownPart('NOPE-1') },
    ]);
    const expected = [
      { partNumber: chisels.partNumber, quantity: 6 },
      { partNumber: bolts.partNumber, quantity: 15 },
    ];
    expect(result.cart.lines.map(({ partNumber, quantity }) => ({ partNumber, quantity }))).toEqual(expected);
    expect(await cartOf(buyer)).toEqual(expected);
  });

  it('writes nothing when no row can be added, or when the text is refused', async () => {
    const small = await part({ minimumOrderQuantity: 10 });
    const visitor = { 'sec-fetch-site': 'same-origin' };
    const [before] = await t.database.db.select({ n: count() }).from(carts);
    const nothing = await expectRefusal(
      trpcAs(t.app, visitor).cart.quickOrderAdd.mutate({ text: `${small.partNumber},2\nNOPE-2,1` }),
    );
    expect({ status: nothing.status, message: nothing.message }).toEqual({
      status: 400,
      message: MESSAGES.quickOrderNothingToAdd,
    });
    const tooMany = Array.from({ length: QUICK_ORDER_MAX_ROWS + 1 }, () => `${small.partNumber},10`).join(
      '\n',
    );
    const refused = await expectRefusal(trpcAs(t.app, visitor).cart.quickOrderAdd.mutate({ text: tooMany }));
    expect(refused.status).toBe(400);
    const [after] = await t.database.db.select({ n: count() }).from(carts);
    expect(after?.n).toBe(before?.n);
  });

  it("fills a visitor's cart and gives the browser its cart cookie", async () => {
    const bolts = await part({ minimumOrderQuantity: 1 });
    const { response, data } = await withResponse(t.app, { 'sec-fetch-site': 'same-origin' }, (client) =>
      client.cart.quickOrderAdd.mutate({ text: `${bolts.partNumber},3` }),
    );
    expect(data.cart.lines).toMatchObject([{ productId: bolts.id, quantity: 3 }]);
    expect(await trpcAs(t.app, guestCartHeaders(response)).cart.count.query()).toEqual({ itemCount: 1 });
  });

  it('skips a row whose part changed since the preview, adding the others', async () => {
    const buyer = await signedInAccount(t);
    const stable = await part({ minimumOrderQuantity: 1 });
    const selling = await part({ minimumOrderQuantity: 1, quantity: 10 });
    const text = `${stable.partNumber},2\n${selling.partNumber},8`;
    const preview = await trpcAs(t.app, buyer.cookie).cart.quickOrderPreview.mutate({ text });
    expect(preview.addableCount).toBe(2);
    await t.database.db.update(products).set({ quantity: 5 }).where(eq(products.id, selling.id));
    const result = await trpcAs(t.app, buyer.cookie).cart.quickOrderAdd.mutate({ text });
    expect(result.added.map((row) => row.partNumber)).toEqual([stable.partNumber]);
    expect(result.skipped.map((row) => row.problem)).toEqual([MESSAGES.quantityAboveStock(5)]);
    const lines = await t.database.db.select().from(cartLines).where(eq(cartLines.productId, selling.id));
    expect(lines).toEqual([]);
  });
});

describe('quick order over REST', () => {
  it('previews and adds with the same answers as tRPC, refusing with a message', async () => {
    const buyer = await signedInAccount(t);
    const bolts = await part({ minimumOrderQuantity: 1, priceCents: 300 });
    const text = `${bolts.partNumber},4\nNOPE-3,1`;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: buyer.bearer, payload });

    const preview = await post('/cart/quick-order/preview', { text });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      rows: [
        { line: 1, partNumber: bolts.partNumber, unitPriceCents: 300, lineTotalCents: 1200, problem: null },
        { line: 2, problem: MESSAGES.quickOrderUnknownPart('NOPE-3') },
      ],
      addableCount: 1,
      addableTotalCents: 1200,
    });
    const added = await post('/cart/quick-order', { text });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      cart: { lines: [{ productId: bolts.id, quantity: 4 }], subtotalCents: 1200 },
      added: [{ line: 1 }],
      skipped: [{ line: 2 }],
    });
    const refused = await post('/cart/quick-order', { text: 'NOPE-3,1' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { message: MESSAGES.quickOrderNothingToAdd },
    });
    const missing = await post('/cart/quick-order/preview', {});
    expect(missing.statusCode).toBe(400);
  });
});
