import { orderLines } from '@partsmith/db';
import { testDatabaseTarget } from '@partsmith/db/testing';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart, insertAddress, openShop } from '../../test/checkout';
import { insertProduct } from '../../test/factories';
import { signedInAccount, stockOf } from '../../test/orders';
import { type SecondInstance, startSecondInstance } from '../../test/second-instance';
import { createTestApp, type TestApp } from '../../test/test-app';

const BUYERS = 100;

/** PGlite is one connection, so transactions never overlap there: locking is only proven on Postgres. */
describe.runIf(testDatabaseTarget().kind === 'postgres')('100 buyers checking out at once', () => {
  let t: TestApp;
  let second: SecondInstance;
  let methodId: string;
  beforeAll(async () => {
    t = await createTestApp();
    second = await startSecondInstance(t);
    methodId = (await openShop(t.database.db)).standard;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /**
   * Four scarce parts; each buyer's cart holds two or three of them, in an order of its own (so the carts lock
   * nothing in the same order as they list it), 1 to 3 of each. Far more is wanted than there is.
   */
  async function rush(apps: TestApp['app'][]) {
    const stocks = [30, 25, 40, 10];
    const parts = await Promise.all(
      stocks.map((quantity) => insertProduct(t.database.db, { quantity, minimumOrderQuantity: 1 })),
    );
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const buyer = await signedInAccount(t);
        const address = await insertAddress(t.database.db, buyer.id);
        const picked = [parts[i % 4], parts[(i + 1 + (i % 3)) % 4], ...(i % 2 ? [parts[(i + 2) % 4]] : [])];
        const lines = [...new Set(picked)].map((part, n) => ({
          productId: part?.id ?? '',
          quantity: 1 + ((i + n) % 3),
        }));
        await fillCart(t.database.db, buyer.id, i % 3 ? lines : lines.reverse());
        return { buyer, address };
      }),
    );
    const quotes = await Promise.all(
      buyers.map(({ buyer }) => t.app.inject({ method: 'GET', url: '/api/checkout', headers: buyer.bearer })),
    );
    const answers = await Promise.all(
      buyers.map(({ buyer, address }, i) =>
        (apps[i % apps.length] as TestApp['app']).inject({
          method: 'POST',
          url: '/api/checkout',
          headers: buyer.bearer,
          payload: {
            addressId: address.id,
            shippingMethodId: methodId,
            expectedTotalCents: quotes[i]?.json().totals.totalCents,
            idempotencyKey: crypto.randomUUID(),
          },
        }),
      ),
    );
    return { parts, stocks, answers };
  }

  async function expectNoOversell({ parts, stocks, answers }: Awaited<ReturnType<typeof rush>>) {
    const statuses = answers.map((answer) => answer.statusCode);
    // Every answer is an order or a refusal naming its line: no deadlock, no error.
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses).toContain(200);
    expect(statuses).toContain(409);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409))
      expect(answer.json().message).toMatch(
        /^Line \d, Test part \d+ \(P-\d+\): Your quantity higher than \d+$/,
      );
    const sold = await t.database.db
      .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .where(
        inArray(
          orderLines.productId,
          parts.map((part) => part.id),
        ),
      )
      .groupBy(orderLines.productId);
    for (const [i, part] of parts.entries()) {
      const units = sold.find((row) => row.productId === part.id)?.units ?? 0;
      const stock = await stockOf(t, part.id);
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(stock + units).toBe(stocks[i]);
    }
    const placed = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json());
    for (const order of placed)
      expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents + order.taxCents);
  }

  it('on one instance: no oversell, no deadlock, every refusal names its line', async () => {
    await expectNoOversell(await rush([t.app]));
  });

  it('on two instances over one database: the same', async () => {
    await expectNoOversell(await rush([t.app, second.app]));
  });
});
