import { randomUUID } from 'node:crypto';
import { categories } from '@partsmith/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

it("keeps a category with its sub-categories, a part number or name's text, and the stock; list and download agree", async () => {
  const word = randomUUID().slice(0, 8);
  const [top] = await t.database.db
    .insert(categories)
    .values({ slug: `pins-${word}`, name: 'Pins' })
    .returning();
  if (!top) throw new Error('category not inserted');
  const [sub] = await t.database.db
    .insert(categories)
    .values({ slug: `split-pins-${word}`, name: 'Split pins', parentId: top.id })
    .returning();
  const part = (suffix: string, quantity: number, categoryId: string | undefined) =>
    insertProduct(t.database.db, {
      partNumber: `FL-${word}-${suffix}`,
      name: `Pin ${suffix}`,
      quantity,
      minimumOrderQuantity: 10,
      categoryId,
    });
  const inStock = await part('a', 50, top.id);
  const low = await part('b', 4, sub?.id);
  const out = await part('c', 0, sub?.id);
  await part('d', 50, undefined);
  const ids = (filter: Record<string, string>) =>
    trpcAs(t.app, admin.bearer)
      .admin.products.filteredIds.query(filter)
      .then((found) => new Set(found));

  expect(await ids({ category: top.slug })).toEqual(new Set([inStock.id, low.id, out.id]));
  expect(await ids({ category: sub?.slug ?? '' })).toEqual(new Set([low.id, out.id]));
  expect(await ids({ q: `fl-${word}`, stock: 'low' })).toEqual(new Set([low.id]));
  expect(await ids({ q: `fl-${word}`, stock: 'out' })).toEqual(new Set([out.id]));
  expect((await ids({ q: `FL-${word}`, stock: 'in' })).size).toBe(2);
  expect((await ids({ category: `nowhere-${word}` })).size).toBe(0);

  const csv = await t.app.inject({
    url: `/api/catalogue.csv?category=${top.slug}&stock=out`,
    headers: admin.cookie,
  });
  expect(csv.body.split('\r\n').filter((line) => line.startsWith('FL-'))).toEqual([
    expect.stringMatching(new RegExp(`^FL-${word}-c,`)),
  ]);
  const refused = await t.app.inject({ url: '/api/catalogue.csv?stock=plenty', headers: admin.cookie });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('Stock is in, low or out');
});
