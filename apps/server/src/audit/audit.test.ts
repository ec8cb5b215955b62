import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { insertProduct } from '../../test/factories';
import { bearerHeaders, trpcMutation, trpcQuery } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

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

  await trpcMutation(t.app, 'admin.users.makeAdmin', { email: customer.email }, headers);
  await trpcMutation(t.app, 'admin.products.update', { id: product.id, quantity: 9 }, headers);

  const page = await trpcQuery(t.app, 'admin.audit.list', { page: 1, pageSize: 1 }, headers);
  expect(page.data).toEqual({
    items: [
      {
        id: expect.any(String),
        actorEmail: admin.email,
        action: 'product.update',
        targetTable: 'products',
        targetId: product.id,
        before: expect.objectContaining({ quantity: 1 }),
        after: expect.objectContaining({ quantity: 9 }),
        createdAt: expect.any(String),
      },
    ],
    total: 2,
  });
  const second = await trpcQuery(t.app, 'admin.audit.list', { page: 2, pageSize: 1 }, headers);
  expect(second.data).toMatchObject({ items: [{ action: 'user.makeAdmin', targetId: customer.id }] });
});
