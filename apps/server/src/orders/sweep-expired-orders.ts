import { type Database, orderLines, orders, products } from '@partsmith/db';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { JobQueue } from '../jobs/job-queue';
import type { OrderPayments } from './order-payments';
import { transitionOrder } from './transition-order';

const BATCH_SIZE = 100;

export interface SweepExpiredOrdersOptions {
  db: Database;
  now: () => Date;
  payments: OrderPayments;
  jobs: JobQueue;
}

/**
 * Cancels unpaid orders whose reservation has ended (`reserved_until`, set at placement) and returns their stock;
 * answers how many. An order whose
 * payment is processing or has succeeded is left for the webhook, which pays it. Safe with several instances:
 * each batch locks its orders with SKIP LOCKED, so two sweeps (or a sweep and a customer) never take the same
 * order, and a batch locks the parts it restocks in product-id order first, so two sweeps (or a sweep and a
 * buyer) cannot deadlock on the products.
 */
export async function sweepExpiredOrders({
  db,
  now,
  payments,
  jobs,
}: SweepExpiredOrdersOptions): Promise<number> {
  const cutoff = now();
  let swept = 0;
  // Pages go by order id, so an order another sweep holds (or one left waiting) is looked at once per run.
  let after: string | null = null;
  for (;;) {
    const candidates = await db
      .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'unpaid'),
          lt(orders.reservedUntil, cutoff),
          after ? gt(orders.id, after) : undefined,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(BATCH_SIZE);
    const due: string[] = [];
    for (const { id, paymentIntentId } of candidates)
      if (!paymentIntentId || !(await payments.isUnderway(paymentIntentId))) due.push(id);
    swept += due.length === 0 ? 0 : await cancelBatch(db, due, now, payments, jobs);
    after = candidates.at(-1)?.id ?? null;
    if (candidates.length < BATCH_SIZE) return swept;
  }
}

/** Cancels what it can lock of `ids`, each intent's cancel queued in the same transaction; answers how many. */
function cancelBatch(db: Database, ids: string[], now: () => Date, payments: OrderPayments, jobs: JobQueue) {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.status, 'unpaid')))
      .orderBy(asc(orders.id))
      .for('update', { skipLocked: true });
    if (locked.length === 0) return 0;
    const restocked = tx
      .select({ productId: orderLines.productId })
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          locked.map(({ id }) => id),
        ),
      );
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, restocked))
      .orderBy(asc(products.id))
      .for('no key update');
    let cancelled = 0;
    for (const { id } of locked) {
      const result = await transitionOrder(tx, id, { type: 'expire', at: now() }, jobs);
      if (!result.changed) continue;
      cancelled += 1;
      if (result.order.paymentIntentId) await payments.voidIntent(tx, result.order.paymentIntentId);
    }
    return cancelled;
  });
}
