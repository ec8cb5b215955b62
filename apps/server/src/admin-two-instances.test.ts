import { testDatabaseTarget } from '@partsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../test/factories';
import { placePaidOrder, signedInAccount } from '../test/orders';
import { pollUntil } from '../test/poll';
import { type SecondInstance, startSecondInstance } from '../test/second-instance';
import { createTestApp, type TestApp } from '../test/test-app';

/** A session another instance validated may be cached there this long if the notice of a change goes missing. */
const SESSION_BOUND = { intervalMs: 20, timeoutMs: 5_000 };

/** An admin's change made on one instance holds on the other: Postgres only, as every multi-instance test. */
describe.runIf(testDatabaseTarget().kind === 'postgres')('admin flows on two instances', () => {
  let a: TestApp;
  let b: SecondInstance;
  beforeAll(async () => {
    a = await createTestApp({}, { catalogueChecksEveryRead: false });
    b = await startSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('ships on B an order placed and paid on A; the customer sees it shipped on A', async () => {
    const [buyer, admin] = [await signedInAccount(a), await signedInAccount(a, 'admin')];
    const product = await insertProduct(a.database.db, { minimumOrderQuantity: 1 });
    const { order } = await placePaidOrder(a, buyer, product.id, 3);

    const shipped = await b.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      headers: admin.bearer,
      payload: { status: 'shipped' },
    });
    expect(shipped.json()).toMatchObject({ acknowledged: true, modifiedCount: 1 });

    const mine = await a.app.inject({ url: `/api/order?userEmail=${buyer.email}`, headers: buyer.bearer });
    expect(mine.json()).toMatchObject([{ _id: order.id, paid: true, status: 'shipped' }]);
  });

  it('lets a user made admin on A make admin calls on B, where their session was a customer’s', async () => {
    const [user, admin] = [await signedInAccount(a), await signedInAccount(a, 'admin')];
    const allOrdersOnB = async () =>
      (await b.app.inject({ url: '/api/orders', headers: user.bearer })).statusCode;
    expect(await allOrdersOnB()).toBe(403);

    const made = await a.app.inject({
      method: 'PUT',
      url: `/api/user/admin/${user.email}`,
      headers: admin.bearer,
    });
    expect(made.json()).toMatchObject({ modifiedCount: 1 });

    const status = await b.app.inject({ url: `/api/admin/${user.email}`, headers: user.bearer });
    expect(status.json()).toEqual({ admin: true });
    await pollUntil(
      'B serves the new admin’s admin call',
      async () => (await allOrdersOnB()) === 200,
      SESSION_BOUND,
    );
  });
});
