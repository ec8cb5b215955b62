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

  it('quick orders and adds at once never pass the stock, and each quick order adds all its passing rows', async () => {
    const account = await signedInAccount(t);
    const scarce = await insertProduct(t.database.db, { quantity: 10, minimumOrderQuantity: 1 });
    const plenty = await insertProduct(t.database.db, { quantity: 1000, minimumOrderQuantity: 1 });
    const customer = trpcAs(t.app, account.cookie);
    const text = `${scarce.partNumber},2\n${plenty.partNumber},1`;
    const [quick, single] = await Promise.all([
      Promise.allSettled(Array.from({ length: 8 }, () => customer.cart.quickOrderAdd.mutate({ text }))),
      Promise.allSettled(
        Array.from({ length: 4 }, () => customer.cart.add.mutate({ productId: scarce.id, quantity: 1 })),
      ),
    ]);
    const quickOrders = quick.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const scarceAdded =
      quickOrders.filter((result) => result.added.some((row) => row.part?.productId === scarce.id)).length *
        2 +
      single.filter((outcome) => outcome.status === 'fulfilled').length;
    const lines = (await customer.cart.view.query()).lines;
    expect(lines.find((line) => line.productId === scarce.id)?.quantity).toBe(scarceAdded);
    expect(scarceAdded).toBeLessThanOrEqual(10);
    expect(lines.find((line) => line.productId === plenty.id)?.quantity).toBe(quickOrders.length);
  });
});
