import { type Database, orders } from '@partsmith/db';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { PaymentGateway } from '../payments/payment-gateway';
import { voidPaymentIntent } from '../payments/void-payment-intent';
import type { BackgroundTasks } from '../shared/background-tasks';
import { cancelAndRestock } from './restock-order';

const BATCH_SIZE = 100;
const HOUR_MS = 3_600_000;

export interface SweepExpiredOrdersOptions {
  db: Database;
  now: () => Date;
  reservationHours: number;
  gateway: PaymentGateway | null;
  background: BackgroundTasks;
}

/**
 * Cancels unpaid orders older than the reservation and returns their stock; answers how many. Safe with several
 * instances: each batch locks its orders with SKIP LOCKED, so two sweeps (or a sweep and a customer) never take
 * the same order, and products are restocked in id order, so two sweeps cannot deadlock on them.
 */
export async function sweepExpiredOrders(options: SweepExpiredOrdersOptions): Promise<number> {
  const { db, now, reservationHours } = options;
  const cutoff = new Date(now().getTime() - reservationHours * HOUR_MS);
  let swept = 0;
  for (;;) {
    const released = await db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'unpaid'), lt(orders.createdAt, cutoff)))
        .orderBy(asc(orders.productId), asc(orders.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      const cancelled = [];
      for (const { id } of expired) cancelled.push(await cancelAndRestock(tx, { orderId: id, now }));
      return { found: expired.length, cancelled };
    });
    for (const order of released.cancelled)
      voidPaymentIntent({ ...options, paymentIntentId: order?.paymentIntentId ?? null });
    swept += released.cancelled.filter(Boolean).length;
    if (released.found < BATCH_SIZE) return swept;
  }
}
