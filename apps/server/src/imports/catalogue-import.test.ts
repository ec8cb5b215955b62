import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@partsmith/contracts';
import { categories, categoryAttributes, productSpecifications, products } from '@partsmith/db';
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { type SignedInAccount, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartFile } from '../../test/uploads';

let t: TestApp;
let admin: SignedInAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAccount(t, 'admin');
});
afterAll(() => t.close());

const upload = (csv: string | Uint8Array, url: string, headers = admin.bearer) => {
  const bytes = typeof csv === 'string' ? new TextEncoder().encode(csv) : csv;
  const body = multipartFile({ field: 'file', filename: 'catalogue.csv', contentType: 'text/csv', bytes });
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};
const preview = (csv: string | Uint8Array, headers?: Record<string, string>) =>
  upload(csv, '/api/catalogue/import/preview', headers);
const confirm = (csv: string, digest: string) => upload(csv, `/api/catalogue/import?digest=${digest}`);
const exported = async (query: string) =>
  (await t.app.inject({ url: `/api/catalogue.csv?${query}`, headers: admin.cookie })).body;

/** A category of its own per test, with a number, a choice and a yes/no attribute. */
async function category() {
  const word = randomUUID().slice(0, 8);
  const [row] = await t.database.db
    .insert(categories)
    .values({ slug: `washers-${word}`, name: 'Washers' })
    .returning();
  if (!row) throw new Error('category not inserted');
  await t.database.db.insert(categoryAttributes).values([
    { categoryId: row.id, key: `inner-${word}`, name: 'Inner diameter', kind: 'number', unit: 'mm' },
    { categoryId: row.id, key: `finish-${word}`, name: 'Finish', kind: 'choice' },
    { categoryId: row.id, key: `sealed-${word}`, name: 'Sealed', kind: 'boolean' },
  ]);
  return { ...row, word };
}

const header = (word: string) =>
  `part_number,name,description,category,price,price_breaks,minimum,pack_size,maximum_per_order,stock,weight_grams,spec:inner-${word},spec:finish-${word},spec:sealed-${word}\r\n`;

const partsNumbered = (prefix: string) =>
  t.database.db
    .select({ partNumber: products.partNumber, priceCents: products.priceCents })
    .from(products)
    .where(and(like(products.partNumber, `${prefix}%`), isNull(products.deletedAt)))
    .orderBy(asc(products.partNumber));

describe('catalogue import', () => {
  it('an exported catalogue, or the part a filter keeps, imported again changes nothing', async () => {
    const shelf = await category();
    const text = fc.stringMatching(/^[A-Za-z0-9 ,."=+@'-]{1,30}$/).map((value) => value.trim() || 'x');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            name: text,
            description: text,
            priceCents: fc.integer({ min: 1, max: 100_000 }),
            pack: fc.integer({ min: 1, max: 5 }),
            quantity: fc.nat(500),
            inner: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: undefined }),
            sealed: fc.option(fc.boolean(), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constantFrom('', '&stock=in', '&stock=out', '&q=RT-'),
        async (parts, filter) => {
          for (const part of parts) {
            const row = await insertProduct(t.database.db, {
              partNumber: `RT-${randomUUID().slice(0, 12)}`,
              name: part.name,
              description: part.description,
              priceCents: part.priceCents,
              packSize: part.pack,
              minimumOrderQuantity: part.pack * 2,
              quantity: part.quantity,
              priceBreaks: [
                { minimumQuantity: 100, unitPriceCents: Math.max(0, part.priceCents - 1) },
              ].filter((step) => step.unitPriceCents > 0),
              categoryId: shelf.id,
            });
            const attributes = await t.database.db
              .select()
              .from(categoryAttributes)
              .where(eq(categoryAttributes.categoryId, shelf.id));
            const id = (key: string) => attributes.find((a) => a.key.startsWith(key))?.id ?? '';
            const values = [
              part.inner === undefined ? null : { attributeId: id('inner'), numberValue: part.inner },
              part.sealed === undefined ? null : { attributeId: id('sealed'), booleanValue: part.sealed },
            ].filter((value) => value !== null);
            if (values.length > 0)
              await t.database.db
                .insert(productSpecifications)
                .values(values.map((value) => ({ productId: row.id, ...value })));
          }
          const csv = await exported(`category=${shelf.slug}${filter}`);
          if (csv.split('\r\n').filter(Boolean).length < 2) return;
          const answer = await preview(csv);
          expect(answer.statusCode, answer.body).toBe(200);
          expect(answer.json().counts, answer.body).toMatchObject({ created: 0, changed: 0, refused: 0 });
        },
      ),
      { numRuns: 5 },
    );
  });

  it('previews created, changed (old → new) and refused rows with reasons, and writes nothing', async () => {
    const shelf = await category();
    const existing = await insertProduct(t.database.db, {
      partNumber: `PV-${shelf.word}-1`,
      name: 'Flat washer M8',
      priceCents: 12,
      minimumOrderQuantity: 1,
      quantity: 10,
      categoryId: shelf.id,
    });
    const csv = [
      header(shelf.word),
      `PV-${shelf.word}-1,Flat washer M8,"${existing.description}",${shelf.slug},0.15,,1,1,,40,0,8.4,zinc,\r\n`,
      `PV-${shelf.word}-2,"Washer, ""sealed""",Rubber backed,${shelf.slug},0.42,"50=0.36; 250=0.31",50,50,,1000,2,,,yes\r\n`,
      `PV-${shelf.word}-3,Bad washer,Too cheap ladder,${shelf.slug},0.20,10=0.30,1,1,,5,1,,,\r\n`,
      `PV-${shelf.word}-4,Lost washer,No shelf,nowhere-${shelf.word},0.20,,1,1,,5,1,,,\r\n`,
      `PV-${shelf.word}-5,Odd washer,Bad size,${shelf.slug},0.20,,1,1,,5,1,wide,,\r\n`,
      `PV-${shelf.word}-2,Twice,Again,${shelf.slug},0.20,,1,1,,5,1,,,\r\n`,
    ].join('');
    const answer = await preview(csv);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.counts, answer.body).toEqual({ created: 1, changed: 1, unchanged: 0, refused: 4 });
    expect(body.created).toEqual([{ row: 3, partNumber: `PV-${shelf.word}-2`, name: 'Washer, "sealed"' }]);
    expect(body.changed[0].changes).toEqual([
      { field: 'price', before: '0.12', after: '0.15' },
      { field: 'stock', before: '10', after: '40' },
      { field: `spec:finish-${shelf.word}`, before: '', after: 'zinc' },
      { field: `spec:inner-${shelf.word}`, before: '', after: '8.4' },
    ]);
    expect(body.refused.map((row: { row: number; reason: string }) => [row.row, row.reason])).toEqual([
      [4, MESSAGES.priceBreakNotCheaper],
      [5, `No category has the slug "nowhere-${shelf.word}"`],
      [6, MESSAGES.specificationNumber('Inner diameter', 'mm')],
      [7, 'The same part number is already on row 3'],
    ]);
    expect(body.digest).toMatch(/^[0-9a-f]{64}$/);
    // A file with refused rows cannot be confirmed, and nothing was written.
    const refused = await confirm(csv, body.digest);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('4 rows are refused: correct the file and preview it again');
    expect(await partsNumbered(`PV-${shelf.word}`)).toEqual([
      { partNumber: `PV-${shelf.word}-1`, priceCents: 12 },
    ]);
  });

  it('confirms exactly the previewed file, in one transaction, once', async () => {
    const shelf = await category();
    const rows = (price: string) =>
      `${header(shelf.word)}CF-${shelf.word}-1,Spring washer,Split ring,${shelf.slug},${price},,1,1,,9,1,,,\r\nCF-${shelf.word}-2,Tab washer,Locking tab,${shelf.slug},${price},,1,1,,9,1,,,no\r\n`;
    const first = (await preview(rows('0.50'))).json();
    const mismatch = await confirm(rows('0.51'), first.digest);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().message).toBe(
      'This is not the file you previewed: preview it again, then confirm',
    );
    const done = await confirm(rows('0.50'), first.digest);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      counts: { created: 2, changed: 0 },
      parts: [{ created: true }, { created: true }],
    });
    const again = (await preview(rows('0.50'))).json();
    expect(again.counts).toEqual({ created: 0, changed: 0, unchanged: 2, refused: 0 });
    // A part numbered like a new row, added midway through the confirm: nothing of the file is written.
    await t.database.db.execute(
      sql.raw(`create or replace function import_test_conflict() returns trigger language plpgsql as $$
      begin raise unique_violation using constraint = 'products_on_sale_part_number_key'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger import_test_conflict before insert on products for each row
        when (new.part_number = 'CF-${shelf.word}-4') execute function import_test_conflict()`),
    );
    const late = `${rows('0.60')}CF-${shelf.word}-3,Wave washer,Sprung,${shelf.slug},0.60,,1,1,,9,1,,,\r\nCF-${shelf.word}-4,Cup washer,Dished,${shelf.slug},0.60,,1,1,,9,1,,,\r\n`;
    const planned = (await preview(late)).json();
    expect(planned.counts).toEqual({ created: 2, changed: 2, unchanged: 0, refused: 0 });
    const conflict = await confirm(late, planned.digest);
    await t.database.db.execute(sql.raw('drop trigger import_test_conflict on products'));
    expect(conflict.statusCode).toBe(409);
    expect(await partsNumbered(`CF-${shelf.word}`)).toEqual([
      { partNumber: `CF-${shelf.word}-1`, priceCents: 50 },
      { partNumber: `CF-${shelf.word}-2`, priceCents: 50 },
    ]);
  });

  it('refuses customers, other columns, and a file over the limit with 413', async () => {
    const customer = await signedInAccount(t);
    const shelf = await category();
    const csv = `${header(shelf.word)}X-1,A,B,${shelf.slug},1,,1,1,,1,1,,,\r\n`;
    expect((await preview(csv, customer.bearer)).statusCode).toBe(403);
    const unknown = await preview(csv.replace('weight_grams', 'colour'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('"colour"');
    const huge = new Uint8Array(16 * 1024 * 1024 + 10).fill(65);
    const tooLarge = await preview(huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file is larger than 16 MB: split it and import it in parts');
  });
});
