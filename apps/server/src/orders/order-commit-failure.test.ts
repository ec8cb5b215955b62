import { MESSAGES } from '@partsmith/contracts';
import { type Database, orderLines, orders } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorRecordingLogger } from '../../test/error-logs';
import { insertProduct } from '../../test/factories';
import { delivery, type SignedInAccount, signedInAccount, stockOf } from '../../test/orders';
import { createTestApp, RAISED_LIMITS, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';
import { buildApp } from '../app';
import { parseConfig } from '../config';

/** What postgres.js throws when the socket closes under a query. */
const connectionLost = () =>
  Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
const rollBack = Symbol('roll back');

type Failure = 'after commit' | 'instead of commit' | 'before commit';

/**
 * The test database, whose next transaction loses its connection: after its COMMIT landed, at COMMIT without it
 * landing, or while working. The next `readsLost` reads after it fail the same way, as while the pool reconnects.
 */
function flakyDatabase(db: Database) {
  const plan = { failure: null as Failure | null, readsLost: 0 };
  let unreachableReads = 0;
  const transaction: Database['transaction'] = async (work, config) => {
    const failure = plan.failure;
    plan.failure = null;
    unreachableReads = plan.readsLost;
    plan.readsLost = 0;
    if (failure === 'after commit') await db.transaction(work, config);
    if (failure === 'instead of commit')
      await db
        .transaction(async (tx) => {
          await work(tx);
          throw rollBack;
        }, config)
        .catch((error: unknown) => {
          if (error !== rollBack) throw error;
        });
    if (failure === 'before commit')
      await db.transaction(async () => {
        throw connectionLost();
      }, config);
    throw connectionLost();
  };
  const select = (...args: Parameters<Database['select']>) => {
    if (unreachableReads > 0) {
      unreachableReads -= 1;
      throw connectionLost();
    }
    return db.select(...args);
  };
  const flaky = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction' && plan.failure) return transaction;
      if (property === 'select' && unreachableReads > 0) return select;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: flaky, plan, unreachableReadsLeft: () => unreachableReads };
}

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let flaky: ReturnType<typeof flakyDatabase>;
beforeAll(async () => {
  t = await createTestApp();
  flaky = flakyDatabase(t.database.db);
  const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', ...RAISED_LIMITS });
  // No sweep or housekeeping transaction may take the failure meant for the order's.
  app = await buildApp({ config, db: flaky.db, logger: errorRecordingLogger(), sweepIntervalMs: 3_600_000 });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** A REST client without an Idempotency-Key, as in the outage that found this. */
const post = (buyer: SignedInAccount, productId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.bearer,
    payload: { productId, orderQuantity: 2, userPhone: delivery.phone, address: delivery.address },
  });
const place = (buyer: SignedInAccount, productId: string) =>
  trpcAs(app, buyer.cookie).orders.place.mutate({ productId, quantity: 2, ...delivery });
const ordersOf = (productId: string) =>
  t.database.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orderLines.productId, productId));

describe('the connection lost at COMMIT', () => {
  it('answers the order when the commit landed: REST and tRPC, once the pool is back', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 10, minimumOrderQuantity: 1 });

    flaky.plan.failure = 'after commit';
    const rest = await post(buyer, product.id);
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({ success: MESSAGES.orderAdded, insertedId: expect.any(String) });

    flaky.plan.failure = 'after commit';
    flaky.plan.readsLost = 2;
    const trpc = await place(buyer, product.id);
    expect(trpc).toMatchObject({ lines: [{ productId: product.id, quantity: 2 }], status: 'unpaid' });
    expect(flaky.unreachableReadsLeft()).toBe(0);

    expect((await ordersOf(product.id)).map((row) => row.id).sort()).toEqual(
      [rest.json().insertedId, trpc.id].sort(),
    );
    expect(await stockOf(t, product.id)).toBe(6);
  });

  it('answers 503 saying to check My Orders when the commit did not land, and nothing was placed', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 10, minimumOrderQuantity: 1 });

    flaky.plan.failure = 'instead of commit';
    const rest = await post(buyer, product.id);
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.json()).toEqual({ message: MESSAGES.orderMayHaveBeenPlaced });
    expect(MESSAGES.orderMayHaveBeenPlaced).toMatch(/check My Orders before ordering again/);

    flaky.plan.failure = 'instead of commit';
    const trpc = await expectRefusal(place(buyer, product.id));
    expect(trpc).toMatchObject({ status: 503, message: MESSAGES.orderMayHaveBeenPlaced });

    expect(await ordersOf(product.id)).toEqual([]);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('still says only "unavailable" when the connection was lost before COMMIT: nothing can have been placed', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 10, minimumOrderQuantity: 1 });
    flaky.plan.failure = 'before commit';
    const rest = await post(buyer, product.id);
    expect(rest.statusCode).toBe(503);
    expect(rest.json()).toEqual({ message: MESSAGES.shopUnavailable });
    expect(await ordersOf(product.id)).toEqual([]);
  });
});
