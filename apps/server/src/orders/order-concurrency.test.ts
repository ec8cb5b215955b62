import { createDb, type DatabaseHandle, orderLines, orders } from '@partsmith/db';
import { testDatabaseTarget } from '@partsmith/db/testing';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { type SignedInAccount, signedInAccount, stockOf } from '../../test/orders';
import { createTestApp, RAISED_LIMITS, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { createOrderPayments } from '../payments/create-order-payments';
import { sweepExpiredOrders } from './sweep-expired-orders';

const target = testDatabaseTarget();

/** PGlite is one connection, so transactions never overlap there: locking is only proven on Postgres. */
describe.runIf(target.kind === 'postgres')('concurrent buyers on real Postgres', () => {
  let t: TestApp;
  let second: { app: TestApp['app']; handle: DatabaseHandle };
  let buyers: SignedInAccount[];
  beforeAll(async () => {
    t = await createTestApp();
    // A second server instance with its own connection pool on the same database, as behind a load balancer.
    // postgres.js answers execute() with an array of rows.
    const rows = await t.database.db.execute(sql`select current_database() as name`);
    const name = (rows as unknown as { name: string }[])[0]?.name ?? '';
    const url = new URL(target.kind === 'postgres' ? target.url : '');
    url.pathname = `/${name}`;
    const handle = createDb({ url: url.href, maxConnections: 20 });
    const config = parseConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://shop.test',
      ...RAISED_LIMITS,
    });
    second = { app: await buildApp({ config, db: handle.db }), handle };
    buyers = await Promise.all(Array.from({ length: 20 }, () => signedInAccount(t)));
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.close();
    await t?.close();
  });

  const placeOn = (app: TestApp['app'], buyer: SignedInAccount, productId: string, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...buyer.bearer, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { productId, orderQuantity: 1, userPhone: '+1 555 0100', address: '1 Mill Lane' },
    });

  async function rush(apps: TestApp['app'][]) {
    const product = await insertProduct(t.database.db, { quantity: 50, minimumOrderQuantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        placeOn(
          apps[i % apps.length] as TestApp['app'],
          buyers[i % buyers.length] as SignedInAccount,
          product.id,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const refusals = answers
      .filter((answer) => answer.statusCode === 400)
      .map((answer) => answer.json().message);
    const placed = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.productId, product.id));
    return { product, statuses, refusals, placed };
  }

  it('sells exactly the 50 in stock to 200 simultaneous buyers: no oversell, clean refusals, no 5xx', async () => {
    const { product, statuses, refusals, placed } = await rush([t.app]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(refusals).toHaveLength(150);
    for (const message of refusals) expect(message).toMatch(/^Your quantity higher than \d+$/);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(placed).toHaveLength(50);
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it('holds the same over two server instances sharing the database', async () => {
    const { product, statuses, placed } = await rush([t.app, second.app]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 400)).toHaveLength(150);
    expect(placed).toHaveLength(50);
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it('makes one order of ten simultaneous submits with the same idempotency key, across both instances', async () => {
    const product = await insertProduct(t.database.db, { quantity: 50, minimumOrderQuantity: 1 });
    const buyer = buyers[0] as SignedInAccount;
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => placeOn(i % 2 ? second.app : t.app, buyer, product.id, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().insertedId)).size).toBe(1);
    expect(
      await t.database.db
        .select()
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(eq(orderLines.productId, product.id)),
    ).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(49);
  });

  it('cancels each expired order exactly once when two instances sweep at the same moment', async () => {
    const product = await insertProduct(t.database.db, { quantity: 50, minimumOrderQuantity: 1 });
    await Promise.all(buyers.map((buyer) => placeOn(t.app, buyer, product.id)));
    const [unpaid] = await t.database.db
      .select({ total: count() })
      .from(orders)
      .where(eq(orders.status, 'unpaid'));
    const later = new Date(Date.now() + 49 * 3_600_000);
    const sweep = (db: typeof t.database.db) =>
      sweepExpiredOrders({
        db,
        now: () => later,
        jobs: t.app.jobs,
        payments: createOrderPayments({ gateway: null, jobs: t.app.jobs }),
      });

    const counts = await Promise.all([sweep(t.database.db), sweep(second.handle.db), sweep(t.database.db)]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(unpaid?.total);
    expect(await stockOf(t, product.id)).toBe(50);
    const stillUnpaid = and(eq(orderLines.productId, product.id), eq(orders.status, 'unpaid'));
    expect(
      await t.database.db
        .select()
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(stillUnpaid),
    ).toEqual([]);
  });
});
