import { createHash } from 'node:crypto';
import { orderableRange, productRulesProblem, quantityRulesOf } from '@partsmith/contracts';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  categoryAttributes,
  images,
  productSpecifications,
  products,
  reviews,
  shippingMethods,
  shippingZones,
  taxRates,
  users,
} from '../schema';
import { createTestDatabase, type TestDatabase } from '../testing';
import { type SeedResult, seedDemoData } from './index';

describe('seedDemoData', () => {
  let handle: TestDatabase;
  let first: SeedResult;

  beforeAll(async () => {
    handle = await createTestDatabase();
    first = await seedDemoData(handle.db);
  });
  afterAll(() => handle.destroy());

  const rowCounts = async () => {
    const { db } = handle;
    const [p] = await db.select({ n: count() }).from(products);
    const [i] = await db.select({ n: count() }).from(images);
    const [u] = await db.select({ n: count() }).from(users);
    const [r] = await db.select({ n: count() }).from(reviews);
    return { products: p?.n, images: i?.n, users: u?.n, reviews: r?.n };
  };

  it('seeds an empty shop with products and reviews', async () => {
    expect(first.seeded).toBe(true);
    expect(first.products).toBeGreaterThanOrEqual(12);
    expect(first.reviews).toBeGreaterThanOrEqual(5);
    expect(await rowCounts()).toMatchObject({ products: first.products, reviews: first.reviews });
  });

  it('seeds shipping zones with their methods and tax rates, so the quick start offers real options', async () => {
    const { db } = handle;
    const zones = await db.select().from(shippingZones).orderBy(asc(shippingZones.position));
    expect(zones.map((zone) => zone.name)).toEqual([
      'United Kingdom',
      'European Union',
      'United States',
      'Rest of world',
    ]);
    const uk = zones.find((zone) => zone.countries.includes('GB'));
    const ukMethods = await db.select().from(shippingMethods);
    expect(
      ukMethods
        .filter((m) => m.zoneId === uk?.id)
        .map((m) => m.kind)
        .sort(),
    ).toEqual(['flat', 'free_above', 'weight']);
    const rates = await db.select().from(taxRates);
    expect(rates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          country: 'GB',
          region: null,
          rateBasisPoints: 2000,
          appliesToShipping: true,
        }),
        expect.objectContaining({ country: 'US', region: 'NY' }),
      ]),
    );
  });

  it('gives every product a WebP image stored under the SHA-256 of its bytes', async () => {
    const rows = await handle.db.select().from(products);
    const stored = await handle.db.select().from(images);
    const byId = new Map(stored.map((image) => [image.id, image]));
    for (const product of rows) {
      const image = byId.get(product.imageId ?? '');
      expect(image, product.name).toBeDefined();
      const bytes = Buffer.from(image!.bytes);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(image!.id);
      expect(image).toMatchObject({ mime: 'image/webp', width: 800, height: 600 });
    }
  });

  it('uses varied minimum order quantities within stock and real descriptions', async () => {
    const rows = await handle.db.select().from(products);
    expect(new Set(rows.map((p) => p.minimumOrderQuantity)).size).toBeGreaterThan(1);
    for (const p of rows.filter((row) => row.quantity > 0)) {
      expect(p.minimumOrderQuantity, p.name).toBeLessThanOrEqual(p.quantity);
    }
    for (const p of rows) {
      expect(p.description.length, p.name).toBeGreaterThanOrEqual(120);
    }
    expect(new Set(rows.map((p) => p.createdAt.getTime())).size).toBe(rows.length);
  });

  it('gives every part its own number and weight, and shows packs, a maximum and quantity breaks on a few', async () => {
    const rows = await handle.db.select().from(products);
    expect(new Set(rows.map((p) => p.partNumber.toLowerCase())).size).toBe(rows.length);
    for (const p of rows) {
      expect(p.partNumber, p.name).toMatch(/^[A-Z0-9-]+$/);
      expect(p.weightGrams, p.name).toBeGreaterThan(0);
      expect(productRulesProblem(p), p.name).toBeNull();
      // A few are out of stock on purpose, so the category pages' in-stock filter has something to hide.
      if (p.quantity > 0) expect(orderableRange(quantityRulesOf(p)), p.name).not.toBeNull();
    }
    expect(rows.filter((p) => p.quantity === 0).length).toBeGreaterThan(0);
    expect(rows.filter((p) => p.packSize > 1).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((p) => p.priceBreaks.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((p) => p.maximumPerOrder !== null)).toBe(true);
  });

  it('places 300 and more parts in a two-level tree of categories, each with a specification of its own', async () => {
    const { db } = handle;
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.filter((p) => p.categoryId === null)).toEqual([]);
    const tree = await db.select().from(categories);
    const slug = new Map(tree.map((c) => [c.id, c.slug]));
    expect(
      tree
        .filter((c) => c.parentId && slug.get(c.parentId) === 'fasteners')
        .map((c) => c.slug)
        .sort(),
    ).toEqual(['bolts', 'nuts', 'washers']);
    for (const c of tree) if (c.parentId) expect(tree.find((p) => p.id === c.parentId)?.parentId).toBeNull();
    const attributes = await db.select().from(categoryAttributes);
    expect(new Set(attributes.map((a) => a.kind))).toEqual(new Set(['number', 'choice', 'boolean']));
    const values = await db.select().from(productSpecifications);
    const specified = new Set(values.map((v) => v.productId));
    expect(rows.filter((p) => !specified.has(p.id)).map((p) => p.name)).toEqual([]);
    const nut = rows.find((p) => p.partNumber === 'HN-M10-8');
    const nutValues = values.filter((v) => v.productId === nut?.id);
    expect(nutValues.map((v) => v.choiceValue)).toEqual(
      expect.arrayContaining(['ISO 4032', 'Zinc flake', '8']),
    );
    expect(nutValues.map((v) => v.numberValue)).toEqual(expect.arrayContaining([10, 1.5]));
  });

  it('never reseeds a shop that has products', async () => {
    const before = await rowCounts();
    const second = await seedDemoData(handle.db);
    expect(second.seeded).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });
});
