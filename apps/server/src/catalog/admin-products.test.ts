import type { ProductCreateInput } from '@partsmith/contracts';
import { products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { auditEntriesOf } from '../../test/audit';
import { insertImage, insertProduct } from '../../test/factories';
import { bearerHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';
import { updateProduct } from './update-product';

let t: TestApp;
let admin: Awaited<ReturnType<typeof insertAccount>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAccount(t.database.db, { role: 'admin' });
  headers = bearerHeaders(await startSession(t.database.db, admin.id));
});
afterAll(() => t.close());

const fields = async () => ({
  name: 'Carbide end mill',
  description: 'Four flutes, 6 mm.',
  quantity: 40,
  minimumOrderQuantity: 5,
  price: '19.99',
  imageId: await insertImage(t.database.db),
});
const auditOf = (targetId: string) => auditEntriesOf(t, targetId);
/** Creates a product; the input may break its type on purpose, as a hostile or broken client could. */
const create = async (input: Record<string, unknown>) =>
  trpcAs(t.app, headers).admin.products.create.mutate(input as ProductCreateInput);

describe('Add Product', () => {
  it('stores the product with the price in cents, shows it in the catalogue and audits it', async () => {
    const { id } = await create(await fields());
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({
      name: 'Carbide end mill',
      priceCents: 1999,
      quantity: 40,
      minimumOrderQuantity: 5,
    });
    expect(await auditOf(id)).toMatchObject([
      { actorId: admin.id, action: 'product.create', before: null, after: { id, priceCents: 1999 } },
    ]);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ description: undefined }, 'description is required'],
    [{ quantity: '' }, 'quantity is required'],
    [{ minimumOrderQuantity: null }, 'Minimum order quantity is required'],
    [{ price: undefined }, 'Price is required'],
    [{ imageId: '' }, 'Image is required'],
    [{ quantity: -1 }, 'Quantity must be a whole number, 0 or more'],
    [{ quantity: '2.5' }, 'Quantity must be a whole number, 0 or more'],
    [{ quantity: '0x10' }, 'Quantity must be a whole number, 0 or more'],
    [{ minimumOrderQuantity: 0 }, 'Minimum order quantity must be a whole number, 1 or more'],
    [{ price: 0 }, 'Price must be more than 0, with at most 2 decimals'],
    [{ price: '1.999' }, 'Price must be more than 0, with at most 2 decimals'],
    [{ price: 'ten' }, 'Price must be more than 0, with at most 2 decimals'],
    [{ imageId: 'a'.repeat(64) }, 'The image was not found. Please upload it again.'],
  ])('refuses %j with "%s"', async (change, message) => {
    const answer = await expectRefusal(create({ ...(await fields()), ...change }));
    expect([answer.status, answer.message]).toEqual([400, message]);
  });
});

describe('editing and deleting', () => {
  it('restocks and reprices only the given fields, audited with before and after', async () => {
    const product = await insertProduct(t.database.db, { quantity: 3, priceCents: 500 });
    const answer = await trpcAs(t.app, headers).admin.products.update.mutate({
      id: product.id,
      quantity: '25',
      price: 6,
    });
    expect(answer).toMatchObject({ id: product.id, quantity: 25, priceCents: 600, name: product.name });
    expect(await auditOf(product.id)).toMatchObject([
      {
        action: 'product.update',
        before: { quantity: 3, priceCents: 500 },
        after: { quantity: 25, priceCents: 600 },
      },
    ]);
  });

  it('takes a product off sale (soft delete), audited; a second delete is a 404', async () => {
    const product = await insertProduct(t.database.db);
    expect(await trpcAs(t.app, headers).admin.products.delete.mutate({ id: product.id })).toEqual({
      success: true,
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await auditOf(product.id)).toMatchObject([
      { action: 'product.delete', before: { id: product.id } },
    ]);
    const again = await expectRefusal(
      trpcAs(t.app, headers).admin.products.delete.mutate({ id: product.id }),
    );
    expect([again.status, again.message]).toEqual([404, 'Product not found']);
  });

  it('answers a malformed product id 404 at the edge, for edit and delete, over tRPC and REST', async () => {
    const admin = trpcAs(t.app, headers).admin.products;
    for (const id of ['not-an-id', "1' or 1=1"]) {
      const edit = await expectRefusal(admin.update.mutate({ id, quantity: 1 }));
      const remove = await expectRefusal(admin.delete.mutate({ id }));
      expect([edit.status, edit.message, remove.status, remove.message], id).toEqual([
        404,
        'Product not found',
        404,
        'Product not found',
      ]);
    }
    const rest = await t.app.inject({ method: 'DELETE', url: '/api/product/not-an-id', headers });
    expect([rest.statusCode, rest.json()]).toEqual([404, { message: 'Product not found' }]);
  });

  it('writes the change and its audit entry in one transaction: when the audit insert fails, nothing changed', async () => {
    const product = await insertProduct(t.database.db, { quantity: 7 });
    // No such user: the audit row's foreign key fails after the product row was already updated.
    const unknownActor = crypto.randomUUID();
    await expect(
      updateProduct({
        db: t.database.db,
        jobs: t.app.jobs,
        actorId: unknownActor,
        input: { id: product.id, quantity: 70 },
      }),
    ).rejects.toThrow();
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.quantity).toBe(7);
    expect(await auditOf(product.id)).toEqual([]);
  });
});

describe('Add Product over REST', () => {
  it('takes the spec body with numbers as text and the uploaded image URL, answering insertedId', async () => {
    const { imageId, ...body } = await fields();
    const payload = {
      ...body,
      quantity: '12',
      minimumOrderQuantity: '2',
      price: '7.5',
      img: `http://shop.test/images/${imageId}`,
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/products', headers, payload });
    expect(response.statusCode).toBe(201);
    const { acknowledged, insertedId } = response.json();
    expect(acknowledged).toBe(true);
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${insertedId}` });
    expect(product.json()).toMatchObject({
      price: 7.5,
      quantity: 12,
      img: `http://shop.test/images/${imageId}`,
    });

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: { ...payload, img: '' },
    });
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: 'Image is required' }]);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/product/${insertedId}`, headers });
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
  });
});
