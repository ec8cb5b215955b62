import { randomUUID } from 'node:crypto';
import type { ProductCreateInput, ProductUpdateInput } from '@partsmith/contracts';
import { categories, categoryAttributes, productSpecifications, products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { auditEntriesOf } from '../../test/audit';
import { insertImage } from '../../test/factories';
import { bearerHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  // As in production: the catalogue reloads only when the version the products trigger bumps has moved.
  t = await createTestApp({}, { catalogueChecksEveryRead: false });
  const admin = await insertAccount(t.database.db, { role: 'admin' });
  headers = bearerHeaders(await startSession(t.database.db, admin.id));
});
afterAll(() => t.close());

const admin = () => trpcAs(t.app, headers).admin.products;
const shop = () => trpcAs(t.app).catalog;

/**
 * Fasteners (material, diameter) with two sub-categories: Bolts adds self-locking and head, Nuts adds grade. Slugs
 * and names are unique per call, so each test has its own line.
 */
async function fasteners() {
  const db = t.database.db;
  const word = randomUUID().slice(0, 8);
  const [top] = await db
    .insert(categories)
    .values({ slug: `fasteners-${word}`, name: `Fasteners ${word}` })
    .returning();
  if (!top) throw new Error('category not inserted');
  const [bolts, nuts] = await db
    .insert(categories)
    .values([
      { slug: `bolts-${word}`, name: `Bolts ${word}`, parentId: top.id, position: 0 },
      { slug: `nuts-${word}`, name: `Nuts ${word}`, parentId: top.id, position: 1 },
    ])
    .returning();
  if (!bolts || !nuts) throw new Error('categories not inserted');
  await db.insert(categoryAttributes).values([
    { categoryId: top.id, key: 'material', name: 'Material', kind: 'choice', position: 0 },
    { categoryId: top.id, key: 'diameter', name: 'Diameter', kind: 'number', unit: 'mm', position: 1 },
    { categoryId: bolts.id, key: 'locking', name: 'Self-locking', kind: 'boolean', position: 0 },
    { categoryId: bolts.id, key: 'head', name: 'Head', kind: 'choice', position: 1 },
    { categoryId: nuts.id, key: 'grade', name: 'Grade', kind: 'choice', position: 0 },
  ]);
  return { top, bolts, nuts };
}

async function addPart(fields: Partial<ProductCreateInput> = {}) {
  const imageId = await insertImage(t.database.db);
  const input = {
    name: 'Hex bolt M10',
    description: 'Fully threaded.',
    quantity: 10,
    minimumOrderQuantity: 1,
  };
  return admin().create.mutate({ ...input, price: '0.90', imageId, ...fields });
}

/** What the database holds for a part: its row's category and search text, and its values. */
async function stored(id: string) {
  const db = t.database.db;
  const [row] = await db
    .select({ categoryId: products.categoryId, text: products.specificationText, name: products.name })
    .from(products)
    .where(eq(products.id, id));
  const values = await db.select().from(productSpecifications).where(eq(productSpecifications.productId, id));
  return { row, values: values.sort((a, b) => a.attributeId.localeCompare(b.attributeId)) };
}

describe('a part added with its category and specification', () => {
  it('stores the values with the part, shows them on its page and filters its category page by them', async () => {
    const { top, bolts } = await fasteners();
    const specifications = { diameter: 10, material: ' Steel ', locking: true };
    const { id } = await addPart({ categoryId: bolts.id, specifications });

    expect(await admin().specificationValues.query({ id })).toEqual({
      categoryId: bolts.id,
      specifications: { diameter: 10, material: 'Steel', locking: true },
    });
    expect((await shop().specifications.query({ id })).specifications).toEqual([
      { key: 'material', name: 'Material', unit: null, value: 'Steel' },
      { key: 'diameter', name: 'Diameter', unit: 'mm', value: 10 },
      { key: 'locking', name: 'Self-locking', unit: null, value: true },
    ]);
    const page = await shop().categoryPage.query({ slug: top.slug, choice: 'material:Steel' });
    expect(page.items.map((item) => item.id)).toEqual([id]);
    // The triggers of migration 0019 wrote the search text: the part is found by its material.
    expect((await stored(id)).row?.text).toContain('Steel');
    const [created] = await auditEntriesOf(t, id);
    expect(created?.after).toMatchObject({
      categoryId: bolts.id,
      'spec:diameter': 10,
      'spec:material': 'Steel',
      'spec:locking': true,
    });
  });

  it('keeps working for clients that know nothing of categories', async () => {
    const { id } = await addPart();
    expect(await admin().specificationValues.query({ id })).toEqual({ categoryId: null, specifications: {} });
  });

  it('offers every category with its line of attributes and the choices in use', async () => {
    const { top, bolts } = await fasteners();
    await addPart({ categoryId: bolts.id, specifications: { material: 'Brass', head: 'Hex' } });
    const fields = await admin().categoryFields.query();
    const at = fields.findIndex((category) => category.id === top.id);
    expect(fields.slice(at, at + 3).map(({ name, parentName }) => [name, parentName])).toEqual([
      [top.name, null],
      [bolts.name, top.name],
      [`Nuts ${top.slug.slice('fasteners-'.length)}`, top.name],
    ]);
    expect(fields[at + 1]?.attributes).toEqual([
      { key: 'material', name: 'Material', kind: 'choice', unit: null, suggestions: ['Brass'] },
      { key: 'diameter', name: 'Diameter', kind: 'number', unit: 'mm', suggestions: [] },
      { key: 'locking', name: 'Self-locking', kind: 'boolean', unit: null, suggestions: [] },
      { key: 'head', name: 'Head', kind: 'choice', unit: null, suggestions: ['Hex'] },
    ]);
  });
});

describe('editing a part’s specification', () => {
  it('replaces the values, and the shop shows the new ones at once', async () => {
    const { bolts } = await fasteners();
    const { id } = await addPart({
      categoryId: bolts.id,
      specifications: { diameter: 10, material: 'Steel', locking: true },
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/products' });

    await admin().update.mutate({ id, specifications: { diameter: 12, material: 'Brass' } });

    expect((await admin().specificationValues.query({ id })).specifications).toEqual({
      diameter: 12,
      material: 'Brass',
    });
    const page = await shop().categoryPage.query({ slug: bolts.slug, range: 'diameter:11..13' });
    expect(page.items.map((item) => item.id)).toEqual([id]);
    expect(page.facets.find((facet) => facet.key === 'material')).toMatchObject({
      values: [{ value: 'Brass', count: 1, selected: false }],
    });
    expect((await stored(id)).row?.text).not.toContain('Steel');
    expect((await shop().search.query({ q: 'brass' })).items.map((item) => item.id)).toContain(id);
    // The product row was written with its values: the catalogue's version moved and the read model reloads.
    const relisted = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(relisted.headers.etag).not.toBe(listed.headers.etag);
    const [, update] = await auditEntriesOf(t, id);
    expect(update?.before).toMatchObject({
      'spec:diameter': 10,
      'spec:material': 'Steel',
      'spec:locking': true,
    });
    expect(update?.after).toMatchObject({ 'spec:diameter': 12, 'spec:material': 'Brass' });
    expect(update?.after).not.toHaveProperty('spec:locking');
  });

  it('moves a part to another category, keeping only the values both lines share', async () => {
    const { bolts, nuts } = await fasteners();
    const { id } = await addPart({
      categoryId: bolts.id,
      specifications: { diameter: 10, material: 'Steel', locking: true, head: 'Hex' },
    });

    await admin().update.mutate({ id, categoryId: nuts.id });

    expect(await admin().specificationValues.query({ id })).toEqual({
      categoryId: nuts.id,
      specifications: { diameter: 10, material: 'Steel' },
    });
    const page = await shop().categoryPage.query({ slug: nuts.slug });
    expect(page.items.map((item) => item.id)).toEqual([id]);
    expect((await shop().categoryPage.query({ slug: bolts.slug })).items).toEqual([]);
  });

  it('gives a part added before categories its category and values', async () => {
    const { nuts } = await fasteners();
    const { id } = await addPart();
    await admin().update.mutate({ id, categoryId: nuts.id, specifications: { grade: '8' } });
    expect(await admin().specificationValues.query({ id })).toEqual({
      categoryId: nuts.id,
      specifications: { grade: '8' },
    });
  });
});

type Specs = NonNullable<ProductCreateInput['specifications']>;

describe('refusals', () => {
  type Setup = Awaited<ReturnType<typeof fasteners>>;
  const cases: [string, (line: Setup) => Partial<ProductCreateInput>, string][] = [
    [
      'an unknown category',
      () => ({ categoryId: randomUUID() }),
      'That category does not exist: choose one from the list',
    ],
    [
      'a malformed category',
      () => ({ categoryId: 'bolts' }),
      'That category does not exist: choose one from the list',
    ],
    [
      'an unknown key',
      ({ bolts }) => ({ categoryId: bolts.id, specifications: { colour: 'red' } }),
      "Unknown specification 'colour' for ",
    ],
    [
      'a key of another line',
      ({ bolts }) => ({ categoryId: bolts.id, specifications: { grade: '8' } }),
      "Unknown specification 'grade' for ",
    ],
    [
      'text for a number',
      ({ bolts }) => ({ categoryId: bolts.id, specifications: { diameter: '10' } }),
      'Diameter must be a number in mm',
    ],
    [
      'text for yes/no',
      ({ bolts }) => ({ categoryId: bolts.id, specifications: { locking: 'yes' } }),
      'Self-locking must be yes or no',
    ],
    [
      'a blank choice',
      ({ bolts }) => ({ categoryId: bolts.id, specifications: { material: '  ' } }),
      'Material must be text of 1 to 100 characters',
    ],
    [
      'a choice too long',
      ({ bolts }) => ({ categoryId: bolts.id, specifications: { material: 'x'.repeat(101) } }),
      'Material must be text of 1 to 100 characters',
    ],
    [
      'a control character in a choice',
      ({ bolts }) => ({ categoryId: bolts.id, specifications: { material: 'Steel\u0000' } }),
      'A specification contains characters that are not allowed',
    ],
    [
      'a value of no kind at all',
      // What a careless API client may send: the types say it cannot.
      ({ bolts }) => ({ categoryId: bolts.id, specifications: { material: null } as unknown as Specs }),
      'A specification must be a number, a text or yes/no',
    ],
    [
      'values without a category',
      () => ({ specifications: { diameter: 10 } }),
      'Choose a category before filling in its specifications',
    ],
  ];

  it.each(cases)('refuses adding a part with %s (400), adding nothing', async (_case, fields, message) => {
    const line = await fasteners();
    const count = async () => (await t.database.db.select({ id: products.id }).from(products)).length;
    const before = await count();
    const refusal = await expectRefusal(addPart(fields(line)));
    expect(refusal.status).toBe(400);
    expect(refusal.message).toContain(message);
    expect(await count()).toBe(before);
  });

  it.each(cases)('refuses editing a part with %s (400), changing nothing', async (_case, fields, message) => {
    const line = await fasteners();
    const { id } = await addPart(
      fields(line).categoryId === undefined
        ? {}
        : { categoryId: line.bolts.id, specifications: { diameter: 8, material: 'Steel' } },
    );
    const before = await stored(id);
    const change = { id, name: 'Renamed', ...fields(line) } as ProductUpdateInput;
    const refusal = await expectRefusal(admin().update.mutate(change));
    expect(refusal.status).toBe(400);
    expect(refusal.message).toContain(message);
    expect(await stored(id)).toEqual(before);
    expect(await auditEntriesOf(t, id)).toHaveLength(1);
  });
});
