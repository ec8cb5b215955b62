import { randomUUID } from 'node:crypto';
import {
  type CategoryPage,
  type CategoryTree,
  MESSAGES,
  type ProductSpecifications,
} from '@partsmith/contracts';
import { categories, categoryAttributes, productSpecifications } from '@partsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Value = number | string | boolean;

/**
 * A top category with one sub-category of its own (unique slugs, so other tests' categories never meet it): the top
 * has material and diameter, the child adds grade and locking; `parts` go in the child with their values.
 */
async function shop(
  parts: { name: string; price: number; quantity?: number; spec: Record<string, Value> }[],
) {
  const db = t.database.db;
  const word = randomUUID().slice(0, 8);
  const [top] = await db
    .insert(categories)
    .values({ slug: `top-${word}`, name: `Top ${word}` })
    .returning();
  const [child] = await db
    .insert(categories)
    .values({ slug: `nuts-${word}`, name: `Nuts ${word}`, parentId: top?.id })
    .returning();
  if (!top || !child) throw new Error('categories not inserted');
  const attributes = await db
    .insert(categoryAttributes)
    .values([
      { categoryId: top.id, key: 'material', name: 'Material', kind: 'choice', position: 0 },
      { categoryId: top.id, key: 'diameter', name: 'Diameter', kind: 'number', unit: 'mm', position: 1 },
      { categoryId: child.id, key: 'grade', name: 'Grade', kind: 'choice', position: 0 },
      { categoryId: child.id, key: 'locking', name: 'Self-locking', kind: 'boolean', position: 1 },
    ])
    .returning();
  const idOf = new Map(attributes.map((a) => [a.key, a.id]));
  const ids: Record<string, string> = {};
  for (const part of parts) {
    const row = await insertProduct(db, {
      name: `${part.name} ${word}`,
      priceCents: part.price,
      quantity: part.quantity ?? 100,
      minimumOrderQuantity: 1,
      categoryId: child.id,
    });
    ids[part.name] = row.id;
    await db.insert(productSpecifications).values(
      Object.entries(part.spec).map(([key, value]) => ({
        productId: row.id,
        attributeId: idOf.get(key) ?? '',
        numberValue: typeof value === 'number' ? value : null,
        choiceValue: typeof value === 'string' ? value : null,
        booleanValue: typeof value === 'boolean' ? value : null,
      })),
    );
  }
  return { top: top.slug, child: child.slug, word, ids };
}

async function page(slug: string, query: [string, string][] = []) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/categories/${slug}/parts?${new URLSearchParams(query)}`,
  });
  return { status: response.statusCode, body: response.json<CategoryPage & { message?: string }>() };
}
const names = (body: CategoryPage, word: string) =>
  body.items.map((p) => p.name.replace(` ${word}`, '')).sort();
const counts = (body: CategoryPage, key: string) =>
  Object.fromEntries(
    (
      body.facets.find((f) => f.key === key && f.kind !== 'number') as {
        values: { value: string; count: number }[];
      }
    ).values.map((v) => [v.value, v.count]),
  );

const NUTS = [
  { name: 'A', price: 100, spec: { material: 'Steel', diameter: 6, grade: '8', locking: false } },
  { name: 'B', price: 200, spec: { material: 'Steel', diameter: 10, grade: '10', locking: true } },
  { name: 'C', price: 300, spec: { material: 'Stainless', diameter: 10, grade: 'A2-70', locking: false } },
  {
    name: 'D',
    price: 400,
    quantity: 0,
    spec: { material: 'Brass', diameter: 12, grade: '8', locking: true },
  },
];

describe('category pages', () => {
  it("shows a top category's sub-category parts, with the breadcrumb's parent and the children", async () => {
    const { top, child, word } = await shop(NUTS);

    const topPage = await page(top);
    expect(topPage.status).toBe(200);
    expect(names(topPage.body, word)).toEqual(['A', 'B', 'C', 'D']);
    expect(topPage.body.parent).toBeNull();
    expect(topPage.body.children.map((c) => c.slug)).toEqual([child]);
    // A top category's facets are its own attributes, which every part below it has.
    expect(topPage.body.facets.map((f) => f.key)).toEqual(['material', 'diameter']);

    const childPage = await page(child);
    expect(childPage.body.parent?.slug).toBe(top);
    expect(childPage.body.facets.map((f) => f.key)).toEqual(['material', 'diameter', 'grade', 'locking']);
    expect(childPage.body.total).toBe(4);
  });

  it('ORs the choices of one facet, ANDs across facets, and counts each facet under the other filters', async () => {
    const { child, word } = await shop(NUTS);

    const { body } = await page(child, [
      ['choice', 'material:Steel'],
      ['choice', 'material:Stainless'],
      ['choice', 'locking:no'],
    ]);

    expect(names(body, word)).toEqual(['A', 'C']);
    expect(body.total).toBe(2);
    // Material's counts ignore the material filter but keep locking = no: A, C (and D would be Brass but locks).
    expect(counts(body, 'material')).toEqual({ Stainless: 1, Steel: 1 });
    // Locking's counts keep material in (Steel, Stainless): A, B, C.
    expect(counts(body, 'locking')).toEqual({ yes: 1, no: 2 });
    expect(counts(body, 'grade')).toEqual({ '8': 1, 'A2-70': 1 });
    expect(body.facets.find((f) => f.key === 'material')).toMatchObject({
      values: [
        { value: 'Stainless', selected: true },
        { value: 'Steel', selected: true },
      ],
    });
  });

  it('narrows by a number range, stock and price, and answers each one’s extent without it', async () => {
    const { child, word } = await shop(NUTS);

    const ranged = await page(child, [['range', 'diameter:8..12']]);
    expect(names(ranged.body, word)).toEqual(['B', 'C', 'D']);
    expect(ranged.body.facets.find((f) => f.key === 'diameter')).toMatchObject({
      kind: 'number',
      unit: 'mm',
      lowest: 6,
      highest: 12,
      min: 8,
      max: 12,
    });

    const inStock = await page(child, [
      ['range', 'diameter:8..'],
      ['inStock', 'true'],
      ['maxPrice', '250'],
    ]);
    expect(names(inStock.body, word)).toEqual(['B']);
    expect(inStock.body.inStockCount).toBe(1);
    expect(inStock.body.price).toEqual({ lowest: 200, highest: 300 });
  });

  it('keeps a chosen value that no part has any more on show at 0, so it can be unchosen', async () => {
    const { child, word } = await shop(NUTS);
    const { body } = await page(child, [
      ['choice', 'grade:8'],
      ['choice', 'material:Stainless'],
    ]);
    expect(names(body, word)).toEqual([]);
    expect(counts(body, 'grade')).toEqual({ '8': 0, 'A2-70': 1 });
  });

  it('pages 12 at a time by keyset in the chosen sort', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      name: `P${String(i).padStart(2, '0')}`,
      price: 1000 + i,
      spec: { material: 'Steel' },
    }));
    const { child, word } = await shop(many);
    const first = await page(child, [
      ['sort', 'price-asc'],
      ['choice', 'material:Steel'],
    ]);
    expect(first.body.items).toHaveLength(12);
    expect(first.body.total).toBe(14);
    const second = await page(child, [
      ['sort', 'price-asc'],
      ['choice', 'material:Steel'],
      ['after', first.body.nextCursor ?? ''],
    ]);
    expect(names(second.body, word)).toEqual(['P12', 'P13']);
    expect(first.body.previousCursor).toBeNull();
    expect(second.body.nextCursor).toBeNull();
    const back = await page(child, [
      ['sort', 'price-asc'],
      ['choice', 'material:Steel'],
      ['before', second.body.previousCursor ?? ''],
    ]);
    expect(back.body.items.map((p) => p.id)).toEqual(first.body.items.map((p) => p.id));
    expect(back.body.previousCursor).toBeNull();
  });

  it('pages past the parts a filter leaves out, newest first and by name', async () => {
    const parts = Array.from({ length: 17 }, (_, i) => ({
      name: `Q${String(i).padStart(2, '0')}`,
      price: 500,
      spec: { material: i % 5 === 0 ? 'Brass' : 'Steel' },
    }));
    const { child, word } = await shop(parts);
    const steel = parts.filter((part) => part.spec.material === 'Steel').map((part) => part.name);
    for (const [sort, expected] of [
      ['name', steel],
      ['newest', [...steel].reverse()],
    ] as const) {
      const query: [string, string][] = [
        ['sort', sort],
        ['choice', 'material:Steel'],
      ];
      const first = await page(child, query);
      const second = await page(child, [...query, ['after', first.body.nextCursor ?? '']]);
      const seen = [...first.body.items, ...second.body.items].map((p) => p.name.replace(` ${word}`, ''));
      expect(seen).toEqual(expected);
      expect(first.body.total).toBe(13);
    }
  });

  it('refuses an attribute the category has not, a wrong kind and an upside-down range, saying which', async () => {
    const { top, child } = await shop(NUTS);
    const grade = await page(top, [['choice', 'grade:8']]);
    expect(grade).toMatchObject({ status: 400, body: { message: expect.stringContaining('"grade"') } });
    expect((await page(child, [['range', 'material:1..2']])).body.message).toBe(
      MESSAGES.categoryFilterWrongKind('Material'),
    );
    expect((await page(child, [['range', 'diameter:12..6']])).body.message).toBe(
      MESSAGES.categoryRangeInverted('Diameter'),
    );
    expect((await page(child, [['choice', 'locking:maybe']])).body.message).toBe(
      MESSAGES.categoryYesNo('Self-locking'),
    );
    expect((await page(child, [['range', 'diameter:big']])).status).toBe(400);
    expect(
      (
        await page(child, [
          ['minPrice', '500'],
          ['maxPrice', '100'],
        ])
      ).body.message,
    ).toBe(MESSAGES.categoryPriceRangeInverted);
    expect(await page('no-such-category')).toMatchObject({
      status: 404,
      body: { message: MESSAGES.categoryNotFound },
    });
  });

  it('lists the tree with the parts on sale in each, and a part’s specification in its category’s order', async () => {
    const { top, child, ids } = await shop(NUTS);
    const tree = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json<CategoryTree>();
    const node = tree.find((c) => c.slug === top);
    expect(node).toMatchObject({ partCount: 4, children: [{ slug: child, partCount: 4 }] });

    const spec = (
      await t.app.inject({ method: 'GET', url: `/api/products/${ids.B}/specifications` })
    ).json<ProductSpecifications>();
    expect(spec.category?.slug).toBe(child);
    expect(spec.parent?.slug).toBe(top);
    expect(spec.specifications).toEqual([
      { key: 'material', name: 'Material', unit: null, value: 'Steel' },
      { key: 'diameter', name: 'Diameter', unit: 'mm', value: 10 },
      { key: 'grade', name: 'Grade', unit: null, value: '10' },
      { key: 'locking', name: 'Self-locking', unit: null, value: true },
    ]);
  });
});
