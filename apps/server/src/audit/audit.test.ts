import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { insertProduct } from '../../test/factories';
import { bearerHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';

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
