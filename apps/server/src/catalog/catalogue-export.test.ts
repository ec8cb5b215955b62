import { randomUUID } from 'node:crypto';
import { CATALOGUE_EXPORT_PAGE_SIZE, MESSAGES } from '@partsmith/contracts';
import { categories, categoryAttributes, productSpecifications, products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { type SignedInAccount, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';

let t: TestApp;
let admin: SignedInAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAccount(t, 'admin');
});
afterAll(() => t.close());

const exportCatalogue = (headers = admin.cookie) => t.app.inject({ url: '/api/catalogue.csv', headers });

/** The CSV's records by the header's column names (no cell in these tests holds a line break). */
function rowsOf(csv: string) {
  const [header = [], ...rest] = csv
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map(([, cell = '']) => cell));
  return rest.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

describe('GET /api/catalogue.csv', () => {
  it('lists each part on sale with its rules, category and specifications, a column per attribute key', async () => {
    const db = t.database.db;
    const word = randomUUID().slice(0, 8);
    const [nuts] = await db
      .insert(categories)
      .values({ slug: `nuts-${word}`, name: 'Nuts' })
      .returning();
    if (!nuts) throw new Error('category not inserted');
    const attributes = await db
      .insert(categoryAttributes)
      .values([
        { categoryId: nuts.id, key: `thread-${word}`, name: 'Thread', kind: 'choice' },
        { categoryId: nuts.id, key: `width-${word}`, name: 'Width', kind: 'number', unit: 'mm' },
        { categoryId: nuts.id, key: `locking-${word}`, name: 'Self-locking', kind: 'boolean' },
      ])
      .returning();
    const nut = await insertProduct(db, {
      partNumber: `NUT-${word}`,
      name: 'Nyloc nut, M12',
      priceCents: 42,
      priceBreaks: [
        { minimumQuantity: 50, unitPriceCents: 36 },
        { minimumQuantity: 250, unitPriceCents: 31 },
      ],
      minimumOrderQuantity: 50,
      packSize: 50,
      maximumPerOrder: 5000,
      quantity: 1200,
      weightGrams: 9,
      categoryId: nuts.id,
    });
    await db.insert(productSpecifications).values([
      { productId: nut.id, attributeId: attributes[0]?.id ?? '', choiceValue: 'M12' },
      { productId: nut.id, attributeId: attributes[1]?.id ?? '', numberValue: 18.5 },
      { productId: nut.id, attributeId: attributes[2]?.id ?? '', booleanValue: true },
    ]);
    const removed = await insertProduct(db, { partNumber: `GONE-${word}` });
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, removed.id));

    const answer = await exportCatalogue();

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = rowsOf(answer.body);
    expect(rows.find((row) => row.part_number === `NUT-${word}`)).toEqual(
      expect.objectContaining({
        name: '"Nyloc nut, M12"',
        category: `nuts-${word}`,
        price: '0.42',
        price_breaks: '50=0.36; 250=0.31',
        minimum: '50',
        pack_size: '50',
        maximum_per_order: '5000',
        stock: '1200',
        weight_grams: '9',
        [`spec:thread-${word}`]: 'M12',
        [`spec:width-${word}`]: '18.5',
        [`spec:locking-${word}`]: 'yes',
      }),
    );
    expect(rows.some((row) => row.part_number === `GONE-${word}`)).toBe(false);
  });

  it(`streams every part once, in the order they were added, past a page of ${CATALOGUE_EXPORT_PAGE_SIZE}`, async () => {
    const word = randomUUID().slice(0, 8);
    const added: string[] = [];
    for (let index = 0; index < CATALOGUE_EXPORT_PAGE_SIZE + 3; index++)
      added.push((await insertProduct(t.database.db, { partNumber: `BULK-${word}-${index}` })).partNumber);

    const answer = await exportCatalogue();

    const listed = rowsOf(answer.body)
      .map((row) => row.part_number)
      .filter((partNumber) => partNumber?.startsWith(`BULK-${word}-`));
    expect(listed).toEqual(added);
  });

  it('is for admins only: a customer gets 403, a visitor 401', async () => {
    const customer = await signedInAccount(t);
    expect((await exportCatalogue(customer.cookie)).statusCode).toBe(403);
    expect((await exportCatalogue({})).statusCode).toBe(401);
  });

  it('refuses a continuation it did not give out', async () => {
    await expect(
      trpcAs(t.app, admin.cookie).admin.products.exportPage.query({ after: 'not-an-id' }),
    ).rejects.toThrow(MESSAGES.listCursorInvalid);
  });
});
