import { testDatabaseTarget } from '@partsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { placeOrder, signedInAccount } from '../../test/orders';
import { pollUntil } from '../../test/poll';
import { type SecondInstance, startSecondInstance } from '../../test/second-instance';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Two instances need two connection pools on one database: Postgres only. */
describe.runIf(testDatabaseTarget().kind === 'postgres')('the catalogue on two instances', () => {
  let t: TestApp;
  let second: SecondInstance;
  beforeAll(async () => {
    t = await createTestApp({}, { catalogueChecksEveryRead: false });
    second = await startSecondInstance(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const stockOn = async (app: TestApp['app'], productId: string) =>
    (await app.inject({ url: '/api/products' }))
      .json<{ _id: string; quantity: number }[]>()
      .find((product) => product._id === productId)?.quantity;

  it('shows a stock change made on one instance on the other within a second', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 20, minimumOrderQuantity: 1 });
    await pollUntil(
      'both instances list the product',
      async () => (await stockOn(t.app, product.id)) === 20 && (await stockOn(second.app, product.id)) === 20,
    );
    const etagBefore = (await second.app.inject({ url: '/api/products' })).headers.etag;

    await placeOrder(t, buyer, product.id, 5);

    await pollUntil(
      'the second instance shows the new stock',
      async () => (await stockOn(second.app, product.id)) === 15,
      {
        intervalMs: 20,
        timeoutMs: 1_000,
      },
    );
    const first = await t.app.inject({ url: '/api/products' });
    const other = await second.app.inject({ url: '/api/products' });
    expect(other.headers.etag).not.toBe(etagBefore);
    // The version is the database's, so both instances tag the same catalogue alike.
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(other.body).toBe(first.body);
  });
});
