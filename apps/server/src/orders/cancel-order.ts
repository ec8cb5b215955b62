import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';
import type { PaymentGateway } from '../payments/payment-gateway';
import { voidPaymentIntent } from '../payments/void-payment-intent';
import type { BackgroundTasks } from '../shared/background-tasks';
import { isUuid } from '../shared/is-uuid';
import { readOrder } from './order-row';
import { cancelAndRestock } from './restock-order';

export interface CancelOrderOptions {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway | null;
  background: BackgroundTasks;
  userId: string;
  id: string;
}

/** The customer's own unpaid order → cancelled, its stock back; someone else's is NOT_FOUND, a paid one CONFLICT. */
export async function cancelOrder(options: CancelOrderOptions): Promise<OrderChange> {
  const { db, now, userId, id } = options;
  if (!isUuid(id)) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const released = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    if (order.status === 'cancelled') return null;
    if (order.status !== 'unpaid') throw new AppError('CONFLICT', MESSAGES.onlyUnpaidCancelled);
    return cancelAndRestock(tx, { orderId: id, now });
  });
  voidPaymentIntent({ ...options, paymentIntentId: released?.paymentIntentId ?? null });
  const order = await readOrder(db, id);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  return { order, changed: released !== null };
}
