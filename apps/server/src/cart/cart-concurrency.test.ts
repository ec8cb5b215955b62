import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';

// Meaningful on Postgres (TEST_DB=postgres), where the adds' transactions overlap; PGlite runs them one at a time.
describe('concurrent adds to one cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('count up exactly: twenty adds of 3, at once, leave 60', async () => {
    const account = await signedInAccount(t);
    const part = await insertProduct(t.database.db, { quantity: 1000, minimumOrderQuantity: 1, packSize: 1 });
    const customer = trpcAs(t.app, account.cookie);
    await Promise.all(
      Array.from({ length: 20 }, () => customer.cart.add.mutate({ productId: part.id, quantity: 3 })),
    );
    const cart = await customer.cart.view.query();
    expect(cart.lines).toMatchObject([{ productId: part.id, quantity: 60 }]);
  });

  it('never pass the stock together: with room for 10, only the adds that fit are kept', async () => {
    const account = await signedInAccount(t);
    const part = await insertProduct(t.database.db, { quantity: 10, minimumOrderQuantity: 1 });
    const customer = trpcAs(t.app, account.cookie);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => customer.cart.add.mutate({ productId: part.id, quantity: 1 })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect((await customer.cart.view.query()).lines).toMatchObject([{ quantity: 10 }]);
  });
});
