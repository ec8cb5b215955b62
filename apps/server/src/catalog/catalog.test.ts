import { products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage, insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Later than any row the other tests insert, so this test decides what "newest" is. */
const days = (n: number) => new Date(Date.now() + (365 + n) * 86_400_000);

describe('catalogue', () => {
  it('lists products on sale in the legacy REST shape, prices in dollars, deleted ones left out', async () => {
    const imageId = await insertImage(t.database.db);
    const onSale = await insertProduct(t.database.db, { priceCents: 1999, imageId, quantity: 40 });
    const deleted = await insertProduct(t.database.db, { deletedAt: new Date() });

    const response = await t.app.inject({ method: 'GET', url: '/api/products' });

    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>[]>();
    expect(body.map((p) => p._id)).not.toContain(deleted.id);
    expect(body.find((p) => p._id === onSale.id)).toEqual({
      _id: onSale.id,
      name: onSale.name,
      img: `http://shop.test/images/${imageId}`,
      description: onSale.description,
      price: 19.99,
      quantity: 40,
      minimumOrderQuantity: 2,
    });
  });

  it('answers one product by id, and a JSON 404 for an unknown or malformed id', async () => {
    const product = await insertProduct(t.database.db, { priceCents: 500 });

    const found = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ _id: product.id, price: 5, img: null });

    for (const id of ['0190c5a0-0000-7000-8000-000000000000', 'not-an-id', "1'%20or%201=1"]) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toEqual({ message: 'Product not found' });
    }
  });

  it('gives the three newest products, newest first, over tRPC', async () => {
    const [a, b, c, d] = [
      await insertProduct(t.database.db, { createdAt: days(10) }),
      await insertProduct(t.database.db, { createdAt: days(11) }),
      await insertProduct(t.database.db, { createdAt: days(12) }),
      await insertProduct(t.database.db, { createdAt: days(13) }),
    ];
    await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, d.id));

    const response = await t.app.inject({ method: 'GET', url: '/trpc/catalog.latest' });

    expect(response.statusCode).toBe(200);
    const latest = response.json().result.data as { id: string }[];
    expect(latest.map((p) => p.id)).toEqual([c.id, b.id, a.id]);
  });

  it('answers a tRPC NOT_FOUND with the message, and a 400 for input that is not a string', async () => {
    const notFound = await t.app.inject({
      method: 'GET',
      url: `/trpc/catalog.byId?input=${encodeURIComponent(JSON.stringify({ id: 'nope' }))}`,
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error.message).toBe('Product not found');

    const badInput = await t.app.inject({
      method: 'GET',
      url: `/trpc/catalog.byId?input=${encodeURIComponent(JSON.stringify({ id: 42 }))}`,
    });
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json().error.data.stack).toBeUndefined();
  });
});
