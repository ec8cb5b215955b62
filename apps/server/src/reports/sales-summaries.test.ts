import { randomUUID } from 'node:crypto';
import { AppError } from '@partsmith/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderOf, insertProduct } from '../../test/factories';
import { signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OrderEvent } from '../orders/order-state-machine';
import { transitionOrder } from '../orders/transition-order';
import { countedFromScratch, summariesOf } from './test-sales';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A moment on one of a few days around a UTC midnight, so orders land on either side of it. */
const moment = fc
  .integer({ min: -3 * 86_400, max: 3 * 86_400 })
  .map((s) => new Date(Date.UTC(2026, 2, 1) + s * 1000));

const step = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    lines: fc.array(fc.record({ part: fc.nat(2), quantity: fc.integer({ min: 1, max: 4 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  // The best sellers' window moved (forwards or back, as a new UTC day does) to end on a day around the orders'
  // or to start on one, so both of its edges cross them.
  fc.record({
    kind: fc.constant('slide' as const),
    at: fc
      .tuple(moment, fc.constantFrom(0, 29))
      .map(([at, days]) => new Date(at.getTime() + days * 86_400_000)),
  }),
  fc.record({
    kind: fc.constantFrom('pay' as const, 'ship' as const, 'cancel' as const, 'refund' as const),
    order: fc.nat(),
    at: moment,
  }),
);

function eventFor(kind: 'pay' | 'ship' | 'cancel' | 'refund', at: Date): OrderEvent {
  if (kind === 'pay') return { type: 'pay', at, paymentIntentId: `pi_${randomUUID()}` };
  if (kind === 'refund') return { type: 'refund', at, refundId: `re_${randomUUID()}` };
  return { type: kind, at };
}

describe('the sales summaries', () => {
  it('equal a count from scratch after any history of placing, paying, shipping, cancelling, refunding and days passing', async () => {
    const buyer = await signedInAccount(t);
    let sawBestSellers = false;
    // The window starts over the orders' days (the migration left it on today's).
    await t.database.db.execute(sql`select slide_best_sellers('2026-03-01'::date)`);
    const parts = await Promise.all(
      [100, 250, 999].map((priceCents) => insertProduct(t.database.db, { priceCents, quantity: 100_000 })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const placed: string[] = [];
        for (const s of steps) {
          if (s.kind === 'place') {
            const lines = s.lines.map(({ part, quantity }) => ({
              product: parts[part] ?? parts[0]!,
              quantity,
            }));
            const unique = lines.filter(
              (l, i) => lines.findIndex((m) => m.product.id === l.product.id) === i,
            );
            placed.push((await insertOrderOf(t.database.db, buyer.id, unique)).id);
            continue;
          }
          if (s.kind === 'slide') {
            const day = s.at.toISOString().slice(0, 10);
            await t.database.db.execute(sql`select slide_best_sellers(${day}::date)`);
            continue;
          }
          const id = placed[s.order % Math.max(placed.length, 1)];
          if (!id) continue;
          // A move the state machine refuses rolls back with its transaction, summaries included.
          await t.database.db
            .transaction((tx) => transitionOrder(tx, id, eventFor(s.kind, s.at), t.app.jobs))
            .catch((error: unknown) => {
              if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
            });
        }
        const kept = await summariesOf(t.database.db);
        expect(kept).toEqual(await countedFromScratch(t.database.db));
        if (Object.keys(kept.best).length > 0) sawBestSellers = true;
      }),
      { numRuns: 15 },
    );
    // The histories reached revenue at all (else the equality above would hold of empty summaries).
    expect(Object.keys((await summariesOf(t.database.db)).parts).length).toBeGreaterThan(0);
    expect(sawBestSellers).toBe(true);
  });
});
