import type { ProductCreateInput, ProductUpdateInput } from '@partsmith/contracts';
import { products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { auditEntriesOf } from '../../test/audit';
import { insertImage, insertProduct } from '../../test/factories';
import { bearerHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, type Refusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAccount(t.database.db, { role: 'admin' });
  headers = bearerHeaders(await startSession(t.database.db, admin.id));
});
afterAll(() => t.close());

const admin = () => trpcAs(t.app, headers).admin.products;
/** The spec's fields of a box of nuts at $0.42 each; the part rules come from each test. */
const nuts = async () => ({
  name: 'Hex nut M12',
  description: 'Zinc plated, class 8.',
  quantity: 1000,
  minimumOrderQuantity: 50,
  price: '0.42',
  imageId: await insertImage(t.database.db),
});
/** Sends what a hostile or broken client could: the input may break its type on purpose. */
const create = async (input: Record<string, unknown>) =>
  admin().create.mutate({ ...(await nuts()), ...input } as ProductCreateInput);
const update = (input: Record<string, unknown>) => admin().update.mutate(input as ProductUpdateInput);
const rowOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
const productCount = async () => (await t.database.db.select({ id: products.id }).from(products)).length;
const auditOf = (id: string) => auditEntriesOf(t, id);
/** The first message under `field`, as the form shows it. */
const fieldError = (refusal: Refusal, field: string) =>
  (refusal.response.json() as { error: { data: { fieldErrors: Record<string, string[]> } } }).error.data
    .fieldErrors[field]?.[0];
/** A part number no other test uses. */
const uniqueNumber = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

const ladder = [
  { minimumQuantity: '250', price: '0.31' },
  { minimumQuantity: 100, price: 0.36 },
];

describe('adding a part with its rules', () => {
  it('stores the part number trimmed, weight, packs, maximum and breaks (in cents), and the catalogue carries them', async () => {
    const partNumber = uniqueNumber('HN-M12');
    const { id } = await create({
      partNumber: `  ${partNumber} `,
      weightGrams: '17',
      packSize: '50',
      maximumPerOrder: '500',
      priceBreaks: ladder,
    });
    const product = await trpcAs(t.app).catalog.byId.query({ id });
    expect(product).toMatchObject({
      partNumber,
      weightGrams: 17,
      packSize: 50,
      maximumPerOrder: 500,
      // Fewest units first, however they were typed.
      priceBreaks: [
        { minimumQuantity: 100, unitPriceCents: 36 },
        { minimumQuantity: 250, unitPriceCents: 31 },
      ],
    });
    expect(await auditOf(id)).toMatchObject([
      { action: 'product.create', after: { partNumber, packSize: 50 } },
    ]);
  });

  it('without the new fields takes the defaults, and a blank part number gets the next P-000123', async () => {
    const first = await create({ minimumOrderQuantity: 2 });
    const second = await create({ minimumOrderQuantity: 2, partNumber: '  ' });
    const [a, b] = [await rowOf(first.id), await rowOf(second.id)];
    expect(a).toMatchObject({ packSize: 1, maximumPerOrder: null, priceBreaks: [], weightGrams: 0 });
    expect(a?.partNumber).toMatch(/^P-\d{6}$/);
    expect(Number(b?.partNumber.slice(2))).toBeGreaterThan(Number(a?.partNumber.slice(2)));
  });

  it.each([
    [{ partNumber: 'HN M12' }, 'partNumber', 'Part number may hold only letters, digits and - . / _'],
    [{ partNumber: 'Ø12' }, 'partNumber', 'Part number may hold only letters, digits and - . / _'],
    [{ partNumber: 'A'.repeat(41) }, 'partNumber', 'Part number must be 40 characters or fewer'],
    [{ weightGrams: -1 }, 'weightGrams', 'Weight must be a whole number of grams, 0 or more'],
    [{ weightGrams: '2.5' }, 'weightGrams', 'Weight must be a whole number of grams, 0 or more'],
    [{ packSize: 0 }, 'packSize', 'Pack size must be a whole number, 1 or more'],
    [{ packSize: 'ten' }, 'packSize', 'Pack size must be a whole number, 1 or more'],
    [{ packSize: 40 }, 'minimumOrderQuantity', 'Minimum order must be whole packs of 40'],
    [{ maximumPerOrder: 0 }, 'maximumPerOrder', 'Maximum per order must be a whole number, 1 or more'],
    [{ maximumPerOrder: 49 }, 'maximumPerOrder', 'Maximum per order must be at least the minimum order (50)'],
    [
      { priceBreaks: [{ minimumQuantity: 100, price: '0.42' }] },
      'priceBreaks',
      'Each break must cost less per unit than the one before',
    ],
    [
      { priceBreaks: [...ladder, { minimumQuantity: 500, price: '0.33' }] },
      'priceBreaks',
      'Each break must cost less per unit than the one before',
    ],
    [
      { priceBreaks: [{ minimumQuantity: 1, price: '0.40' }] },
      'priceBreaks',
      'A break starts above 1 unit: a single unit pays the part’s own price',
    ],
    [
      { priceBreaks: [...ladder, { minimumQuantity: 100, price: '0.35' }] },
      'priceBreaks',
      'Two breaks start at the same quantity',
    ],
    [
      {
        priceBreaks: Array.from({ length: 9 }, (_, i) => ({
          minimumQuantity: 100 + i,
          price: 0.4 - i / 100,
        })),
      },
      'priceBreaks',
      'At most 8 quantity breaks',
    ],
    [
      { priceBreaks: [{ minimumQuantity: 'many', price: '0.30' }] },
      'priceBreaks',
      'Each break starts at a whole number of units, 2 or more',
    ],
    [
      { priceBreaks: [{ minimumQuantity: 100, price: '0.305' }] },
      'priceBreaks',
      'Each break’s price must be more than 0, with at most 2 decimals',
    ],
  ])('refuses %j with 400 "%s: %s" and stores nothing', async (change, field, message) => {
    const before = await productCount();
    const refusal = await expectRefusal(create(change));
    expect([refusal.status, refusal.message, fieldError(refusal, field)]).toEqual([400, message, message]);
    expect(await productCount()).toBe(before);
  });
});

describe('part numbers are unique among parts on sale', () => {
  it('refuses a number taken in any letter case with 409 naming the part that holds it', async () => {
    const partNumber = uniqueNumber('BR-6204');
    await create({ name: 'Ball bearing 6204', partNumber, minimumOrderQuantity: 2 });
    const before = await productCount();
    const refusal = await expectRefusal(create({ partNumber: partNumber.toLowerCase() }));
    expect([refusal.status, refusal.message]).toEqual([
      409,
      `Part number ${partNumber} is already used by Ball bearing 6204`,
    ]);
    expect(await productCount()).toBe(before);
  });

  it('frees the number of a removed part', async () => {
    const partNumber = uniqueNumber('SK-10');
    const removed = await create({ partNumber });
    await admin().delete.mutate({ id: removed.id });
    const { id } = await create({ partNumber });
    expect((await rowOf(id))?.partNumber).toBe(partNumber);
  });

  it('refuses an edit to a taken number with 409 and changes nothing, but lets a part keep its own', async () => {
    const held = uniqueNumber('DR-8');
    await create({ name: 'Drill bit 8 mm', partNumber: held, minimumOrderQuantity: 2 });
    const { id } = await create({ partNumber: uniqueNumber('DR-9'), minimumOrderQuantity: 2 });
    const before = await rowOf(id);
    const refusal = await expectRefusal(update({ id, name: 'Renamed', partNumber: held.toUpperCase() }));
    expect([refusal.status, refusal.message]).toEqual([
      409,
      `Part number ${held} is already used by Drill bit 8 mm`,
    ]);
    expect(await rowOf(id)).toEqual(before);
    expect(await auditOf(id)).toHaveLength(1);
    // Its own number in another case is no conflict.
    const recased = await update({ id, partNumber: before?.partNumber.toLowerCase() });
    expect(recased.partNumber).toBe(before?.partNumber.toLowerCase());
  });

  it('skips a number from the sequence that an admin typed before', async () => {
    const next = await create({ minimumOrderQuantity: 2 });
    const assigned = Number((await rowOf(next.id))?.partNumber.slice(2));
    const typed = `P-${String(assigned + 1).padStart(6, '0')}`;
    await create({ partNumber: typed, minimumOrderQuantity: 2 });
    const { id } = await create({ minimumOrderQuantity: 2 });
    expect((await rowOf(id))?.partNumber).toBe(`P-${String(assigned + 2).padStart(6, '0')}`);
  });
});

describe('editing the rules', () => {
  it('changes packs, maximum and breaks, audited with before and after; null lifts the maximum', async () => {
    const { id } = await create({ partNumber: uniqueNumber('WS-12'), maximumPerOrder: 200 });
    const edited = await update({ id, packSize: 25, priceBreaks: [{ minimumQuantity: 100, price: '0.39' }] });
    expect(edited).toMatchObject({
      packSize: 25,
      maximumPerOrder: 200,
      priceBreaks: [{ unitPriceCents: 39 }],
    });
    expect((await update({ id, maximumPerOrder: null })).maximumPerOrder).toBeNull();
    const [, packs] = await auditOf(id);
    expect(packs).toMatchObject({ before: { packSize: 1, priceBreaks: [] }, after: { packSize: 25 } });
  });

  it.each([
    [{ packSize: 40 }, 'Minimum order must be whole packs of 40'],
    [{ minimumOrderQuantity: 600 }, 'Maximum per order must be at least the minimum order (600)'],
    [{ price: '0.30' }, 'Each break must cost less per unit than the one before'],
    [
      { priceBreaks: [{ minimumQuantity: 100, price: '0.50' }] },
      'Each break must cost less per unit than the one before',
    ],
    [{ partNumber: 'no spaces' }, 'Part number may hold only letters, digits and - . / _'],
  ])('refuses %j against what is saved with 400 "%s", and changes nothing', async (change, message) => {
    const { id } = await create({
      partNumber: uniqueNumber('HN-M10'),
      packSize: 50,
      maximumPerOrder: 500,
      priceBreaks: ladder,
    });
    const before = await rowOf(id);
    const refusal = await expectRefusal(update({ id, ...change }));
    expect([refusal.status, refusal.message]).toEqual([400, message]);
    expect(await rowOf(id)).toEqual(before);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('keeps the part number when the edit leaves it blank', async () => {
    const product = await insertProduct(t.database.db, { partNumber: uniqueNumber('KEEP') });
    expect((await update({ id: product.id, partNumber: ' ', name: 'Kept' })).partNumber).toBe(
      product.partNumber,
    );
  });
});

describe('Add Product over REST', () => {
  it('still takes the spec body without the new fields, and the part gets a number and the defaults', async () => {
    const { imageId, ...body } = await nuts();
    const payload = { ...body, minimumOrderQuantity: '2', img: `http://shop.test/images/${imageId}` };
    const response = await t.app.inject({ method: 'POST', url: '/api/products', headers, payload });
    expect(response.statusCode).toBe(201);
    const product = await trpcAs(t.app).catalog.byId.query({ id: response.json().insertedId });
    expect(product).toMatchObject({ packSize: 1, maximumPerOrder: null, priceBreaks: [], weightGrams: 0 });
    expect(product.partNumber).toMatch(/^P-\d{6}$/);
  });
});
