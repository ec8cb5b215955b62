import { products } from '@partsmith/db';
import { testDatabaseTarget } from '@partsmith/db/testing';
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
/** A product added as the admin page adds one, so the catalogue knows it. */
async function addProduct(quantity = 10) {
  const imageId = await insertImage(t.database.db);
  const input = { name: 'Hex nut M8', description: 'Zinc plated.', quantity, minimumOrderQuantity: 2 };
  const { id } = await admin().create.mutate({ ...input, price: '0.40', imageId });
  return { id, imageId };
}
const rowOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
const auditOf = (id: string) => auditEntriesOf(t, id);

describe('correcting a product', () => {
  it('changes name, description and picture, audited with before and after, and the catalogue shows it', async () => {
    const { id, imageId } = await addProduct();
    const listed = await t.app.inject({ method: 'GET', url: '/api/products' });
    const picture = await insertImage(t.database.db);

    const answer = await admin().update.mutate({
      id,
      name: '  Hex nut M10 ',
      description: 'Stainless steel, A2.\nSold loose.',
      imageId: picture,
    });

    expect(answer).toMatchObject({ id, name: 'Hex nut M10', imageUrl: `/images/${picture}`, quantity: 10 });
    const [, update] = await auditOf(id);
    expect(update).toMatchObject({
      action: 'product.update',
      before: { name: 'Hex nut M8', description: 'Zinc plated.', imageUrl: `/images/${imageId}` },
      after: { name: 'Hex nut M10', description: 'Stainless steel, A2.\nSold loose.' },
    });
    const rest = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(rest.json()).toMatchObject({
      name: 'Hex nut M10',
      description: 'Stainless steel, A2.\nSold loose.',
      img: `http://shop.test/images/${picture}`,
    });
    expect(await trpcAs(t.app).catalog.byId.query({ id })).toMatchObject({ name: 'Hex nut M10' });
    const relisted = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(relisted.headers.etag).not.toBe(listed.headers.etag);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(201) }, 'Name must be 200 characters or fewer'],
    [{ name: 'Nut\u0000' }, 'Name contains characters that are not allowed'],
    [{ description: ' ' }, 'description is required'],
    [{ imageId: 'b'.repeat(64) }, 'The image was not found. Please upload it again.'],
    [{ imageId: 'not-an-image' }, 'The image was not found. Please upload it again.'],
    [{ addQuantity: -1 }, 'Quantity to add must be a whole number, 0 or more'],
    [{ addQuantity: '2.5' }, 'Quantity to add must be a whole number, 0 or more'],
    [{ addQuantity: 5, quantity: 20 }, 'Either set the stock or add to it, not both'],
    [
      { addQuantity: 1_000_000_000 },
      'The stock would be more than 1,000,000,000. Add less, or set the stock.',
    ],
  ])('refuses %j with 400 "%s" and changes nothing', async (change, message) => {
    const { id } = await addProduct();
    const before = await rowOf(id);
    const refusal = await expectRefusal(admin().update.mutate({ id, name: 'Renamed', ...change }));
    expect([refusal.status, refusal.message]).toEqual([400, message]);
    expect(await rowOf(id)).toEqual(before);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses a customer (403) and anyone signed out (401)', async () => {
    const { id } = await addProduct();
    const customer = await insertAccount(t.database.db);
    const asCustomer = bearerHeaders(await startSession(t.database.db, customer.id));
    const refusals = [
      await expectRefusal(trpcAs(t.app, asCustomer).admin.products.update.mutate({ id, name: 'Mine' })),
      await expectRefusal(trpcAs(t.app).admin.products.update.mutate({ id, addQuantity: 5 })),
    ];
    expect(refusals.map(({ status }) => status)).toEqual([403, 401]);
    expect(await rowOf(id)).toMatchObject({ name: 'Hex nut M8', quantity: 10 });
  });
});

describe('restocking', () => {
  it('adds what arrived to the stock, or sets it, audited', async () => {
    const { id } = await addProduct(10);
    expect(await admin().update.mutate({ id, addQuantity: '15' })).toMatchObject({ quantity: 25 });
    expect(await admin().update.mutate({ id, quantity: 4 })).toMatchObject({ quantity: 4 });
    const [, added, set] = await auditOf(id);
    expect([added?.before, added?.after, set?.after]).toMatchObject([
      { quantity: 10 },
      { quantity: 25 },
      { quantity: 4 },
    ]);
    const rest = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(rest.json()).toMatchObject({ quantity: 4 });
  });

  it('takes the stock up to the maximum and no further', async () => {
    const { id } = await addProduct(999_999_990);
    expect(await admin().update.mutate({ id, addQuantity: 10 })).toMatchObject({ quantity: 1_000_000_000 });
    const refusal = await expectRefusal(admin().update.mutate({ id, addQuantity: 1 }));
    expect([refusal.status, refusal.message]).toEqual([
      400,
      'The stock would be more than 1,000,000,000. Add less, or set the stock.',
    ]);
  });
});

/** PGlite is one connection, so transactions never overlap there: only Postgres can prove the adds both count. */
describe.runIf(testDatabaseTarget().kind === 'postgres')('two admins restocking at once on Postgres', () => {
  it('counts both additions', async () => {
    const other = await insertAccount(t.database.db, { role: 'admin' });
    const otherHeaders = bearerHeaders(await startSession(t.database.db, other.id));
    const { id } = await addProduct(10);
    await Promise.all([
      ...Array.from({ length: 10 }, () => admin().update.mutate({ id, addQuantity: 3 })),
      ...Array.from({ length: 10 }, () =>
        trpcAs(t.app, otherHeaders).admin.products.update.mutate({ id, addQuantity: 4 }),
      ),
    ]);
    expect((await rowOf(id))?.quantity).toBe(10 + 10 * 3 + 10 * 4);
    expect(await auditOf(id)).toHaveLength(21);
  });
});
