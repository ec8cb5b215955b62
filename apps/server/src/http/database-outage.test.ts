import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@partsmith/contracts';
import { createDb, type DatabaseHandle, orderLines, orders, products } from '@partsmith/db';
import { testDatabaseTarget } from '@partsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { captureLog } from '../../test/capture-log';
import { insertProduct } from '../../test/factories';
import { pollUntil } from '../../test/poll';
import {
  findPostgresBinaries,
  type PostgresBinaries,
  type PostgresCluster,
  startPostgresCluster,
} from '../../test/postgres-cluster';
import { RAISED_LIMITS } from '../../test/test-app';
import { buildApp } from '../app';
import { parseConfig } from '../config';

// It brings its own PostgreSQL whatever TEST_DB says, so it runs once per `npm test`: in the PGlite pass.
const thisPass = testDatabaseTarget().kind === 'pglite';
const binaries = thisPass ? findPostgresBinaries() : null;
if (thisPass && !binaries) {
  const notice = 'database outage test not run: no initdb and pg_ctl under /usr/lib/postgresql/*/bin';
  if (process.env.REQUIRE_ALL_SUITES === '1') throw new Error(`${notice} (REQUIRE_ALL_SUITES=1)`);
  console.warn(notice);
}

const CUSTOMERS = 20;
const START_STOCK = 1_000_000;
/** A request that takes longer has hung; the shop must fail faster than this during the outage. */
const FAIL_WITHIN_MS = 5_000;

interface Attempt {
  customer: number;
  status: number;
  ms: number;
  retryAfter: string | null;
  message: string | undefined;
  /** When it started, on the clock of `performance.now()`. */
  at: number;
}

/** The fields read from either answer: REST's `{ insertedId }` or `{ message }`, tRPC's result or error. */
interface Answer {
  insertedId?: string;
  message?: string;
  result?: { data: { id: string } };
  error?: { message: string };
}

describe.runIf(binaries)('a PostgreSQL restart under order load', () => {
  let cluster: PostgresCluster;
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;
  let dataDir: string;
  const log = captureLog();
  const crashes: unknown[] = [];
  const recordCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordCrash);
    process.on('unhandledRejection', recordCrash);
    cluster = await startPostgresCluster(binaries as PostgresBinaries);
    // The pool a production instance opens (createDb's defaults), not a test-sized one.
    handle = createDb({ url: cluster.url });
    await handle.migrate();
    dataDir = mkdtempSync(join(tmpdir(), 'partsmith-data-'));
    const config = parseConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://shop.test',
      DATA_DIR: dataDir,
      // Its customers order on and on, unpaid: the caps are not under test here.
      ...RAISED_LIMITS,
    });
    log.logger.level = 'warn';
    app = await buildApp({ config, db: handle.db, logger: log.logger });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    process.off('uncaughtException', recordCrash);
    process.off('unhandledRejection', recordCrash);
    await app?.close();
    await handle?.close();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 + Retry-After while it is down, loses no acknowledged order, and serves again in the same process', async () => {
    const product = await insertProduct(handle.db, { quantity: START_STOCK, minimumOrderQuantity: 1 });
    const buyers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async () => {
        const account = await insertAccount(handle.db);
        return startSession(handle.db, account.id);
      }),
    );

    const attempts: Attempt[] = [];
    const acknowledged = new Map<string, { quantity: number; customer: number; at: number }>();
    /** Half the customers use the REST API with a bearer token, half the web app's tRPC with its cookie. */
    async function order(customer: number, key: string, quantity: number) {
      const token = buyers[customer] ?? '';
      const rest = customer % 2 === 0;
      const at = performance.now();
      const response = await fetch(rest ? `${base}/api/orders` : `${base}/trpc/orders.place`, {
        method: 'POST',
        headers: rest
          ? { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key }
          : {
              'content-type': 'application/json',
              cookie: `partsmith_session=${token}`,
              'sec-fetch-site': 'same-origin',
            },
        body: JSON.stringify(
          rest
            ? {
                productId: product.id,
                orderQuantity: quantity,
                userPhone: '+44 114 496 0000',
                address: '1 Mill Lane',
              }
            : {
                productId: product.id,
                quantity,
                phone: '+44 114 496 0000',
                address: '1 Mill Lane',
                idempotencyKey: key,
              },
        ),
        // Far beyond FAIL_WITHIN_MS: only a request that hangs meets it, and is recorded as status 0.
        signal: AbortSignal.timeout(15_000),
      }).catch(() => null);
      const body = response ? ((await response.json()) as Answer) : null;
      const attempt = {
        customer,
        status: response?.status ?? 0,
        ms: performance.now() - at,
        retryAfter: response?.headers.get('retry-after') ?? null,
        message: rest ? body?.message : body?.error?.message,
        at,
      };
      attempts.push(attempt);
      const id = attempt.status === 200 ? (rest ? body?.insertedId : body?.result?.data.id) : undefined;
      return { status: attempt.status, id };
    }

    let closing = false;
    /** Orders one to three parts at a time; a 503 is retried with the same idempotency key, as a client should. */
    async function customer(index: number) {
      for (let n = 0; !closing; n++) {
        const key = crypto.randomUUID();
        const quantity = 1 + (n % 3);
        await pollUntil(
          `customer ${index} served order ${key}`,
          async () => {
            const { status, id } = await order(index, key, quantity);
            if (id) acknowledged.set(id, { quantity, customer: index, at: performance.now() });
            return status !== 503;
          },
          { intervalMs: 100, timeoutMs: 30_000 },
        );
      }
    }
    const shoppers = Array.from({ length: CUSTOMERS }, (_, index) => customer(index));

    await pollUntil('the shop is busy: 40 orders acknowledged', () => acknowledged.size >= 40);
    await cluster.stop();
    const down = performance.now();
    const readyWhileDown = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(15_000) });
    const readinessMs = performance.now() - down;
    // The scenario: PostgreSQL stays away until each of the 20 customers, ordering on, has been refused with a 503.
    await pollUntil(
      'every customer refused while PostgreSQL is down',
      () =>
        new Set(attempts.filter((a) => a.at > down && a.status === 503).map((a) => a.customer)).size ===
        CUSTOMERS,
      { timeoutMs: 30_000 },
    );
    await cluster.start();
    const back = performance.now();
    await pollUntil(
      'an order placed after PostgreSQL came back',
      () => [...acknowledged.values()].some((placed) => placed.at > back),
      { timeoutMs: 10_000 },
    );
    const recoveredMs = performance.now() - back;
    await pollUntil(
      'every customer served again after the restart',
      () =>
        new Set([...acknowledged.values()].filter((p) => p.at > back).map((p) => p.customer)).size ===
        CUSTOMERS,
      { timeoutMs: 20_000 },
    );
    closing = true;
    await Promise.all(shoppers);
    const readyAfter = await fetch(`${base}/readyz`);

    // Nothing crashed, and the process that answered before the outage answered after it.
    expect(crashes).toEqual([]);
    expect(readyWhileDown.status).toBe(503);
    expect(readinessMs).toBeLessThan(FAIL_WITHIN_MS);
    expect(readyAfter.status).toBe(200);
    expect(recoveredMs).toBeLessThan(10_000);

    const refused = attempts.filter((attempt) => attempt.status !== 200);
    expect(refused.filter((attempt) => attempt.at > down && attempt.at < back).length).toBeGreaterThan(0);
    // A request whose COMMIT was cut and whose order could not be found says it may have been placed (0038).
    const outage = [MESSAGES.shopUnavailable, MESSAGES.orderMayHaveBeenPlaced] as string[];
    expect(
      refused.map(({ status, retryAfter, message }) => ({
        status,
        retryAfter,
        told: outage.includes(message ?? ''),
      })),
    ).toEqual(refused.map(() => ({ status: 503, retryAfter: '5', told: true })));
    expect(refused.filter((attempt) => attempt.customer % 2 === 1).length).toBeGreaterThan(0);
    expect(Math.max(...refused.map((attempt) => attempt.ms))).toBeLessThan(FAIL_WITHIN_MS);

    // Every acknowledged order exists with its quantity, nothing else was sold, and the stock agrees.
    const rows = await handle.db
      .select({ id: orders.id, quantity: orders.quantity })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.productId, product.id));
    const placed = Object.fromEntries(rows.map((row) => [row.id, row.quantity]));
    expect(placed).toEqual(Object.fromEntries([...acknowledged].map(([id, { quantity }]) => [id, quantity])));
    const sold = [...acknowledged.values()].reduce((sum, { quantity }) => sum + quantity, 0);
    const [stock] = await handle.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stock?.quantity).toBe(START_STOCK - sold);

    // One warn line per refused request, without a stack; nothing logged as an error.
    const warned = log.lines.filter((line) => line.msg === 'database unavailable: answered 503');
    expect(warned).toHaveLength(refused.length);
    expect(warned.every((line) => line.level === 40 && !('err' in line))).toBe(true);
    expect(log.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
