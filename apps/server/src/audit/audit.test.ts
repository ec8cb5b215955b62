import { formatOrderNumber } from '@partsmith/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { insertProduct } from '../../test/factories';
import { bearerHeaders } from '../../test/http';
import { markPaidInDatabase, placeOrder, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';
import { recordAudit } from './record-audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists admin actions newest first with the actor email, target, before and after, a page at a time', async () => {
  const admin = await insertAccount(t.database.db, { role: 'admin' });
  const headers = bearerHeaders(await startSession(t.database.db, admin.id));
  const customer = await insertAccount(t.database.db);
  const product = await insertProduct(t.database.db, { quantity: 1 });

  await trpcAs(t.app, headers).admin.users.makeAdmin.mutate({ email: customer.email });
  await trpcAs(t.app, headers).admin.products.update.mutate({ id: product.id, quantity: 9 });

  const page = await trpcAs(t.app, headers).admin.audit.list.query({ page: 1, pageSize: 1 });
  expect(page).toEqual({
    items: [
      {
        id: expect.any(String),
        actorEmail: admin.email,
        action: 'product.update',
        targetTable: 'products',
        targetId: product.id,
        targetName: product.name,
        before: expect.objectContaining({ quantity: 1 }),
        after: expect.objectContaining({ quantity: 9 }),
        createdAt: expect.any(String),
      },
    ],
    total: 2,
  });
  const second = await trpcAs(t.app, headers).admin.audit.list.query({ page: 2, pageSize: 1 });
  expect(second).toMatchObject({ items: [{ action: 'user.makeAdmin', targetId: customer.id }] });
});

it("names each record in words: a user's email, an order's number, a product's name, a parcel by its order; the id once it is gone", async () => {
  const admin = await signedInAccount(t, 'admin');
  const [customer, buyer] = [await insertAccount(t.database.db), await signedInAccount(t)];
  const product = await insertProduct(t.database.db, { quantity: 5 });
  const order = await placeOrder(t, buyer, product.id, 2);
  await markPaidInDatabase(t, order.id);
  const asAdmin = trpcAs(t.app, admin.bearer);
  await asAdmin.admin.users.makeAdmin.mutate({ email: customer.email });
  await asAdmin.orders.ship.mutate({ id: order.id });
  await asAdmin.admin.products.delete.mutate({ id: product.id });
  const gone = crypto.randomUUID();
  await recordAudit(t.database.db, {
    actorId: admin.id,
    action: 'order.delete',
    targetTable: 'orders',
    targetId: gone,
    before: null,
    after: null,
  });

  const { items } = await asAdmin.admin.audit.list.query({ page: 1, pageSize: 5 });
  expect(items.map(({ action, targetId, targetName }) => ({ action, targetId, targetName }))).toEqual([
    { action: 'order.delete', targetId: gone, targetName: null },
    { action: 'product.delete', targetId: product.id, targetName: product.name },
    // The legacy ship sends everything in one parcel (decision 0067): the parcel is named by its order.
    {
      action: 'shipment.create',
      targetId: expect.any(String),
      targetName: `${formatOrderNumber(order.number)}, parcel 1`,
    },
    { action: 'order.ship', targetId: order.id, targetName: formatOrderNumber(order.number) },
    { action: 'user.makeAdmin', targetId: customer.id, targetName: customer.email },
  ]);
});
