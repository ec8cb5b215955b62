import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { PaymentGateway } from '../payments/payment-gateway';
import { voidPaymentIntent } from '../payments/void-payment-intent';
import type { BackgroundTasks } from '../shared/background-tasks';
import { isUuid } from '../shared/is-uuid';
import { readOrder } from './order-row';
import { cancelAndRestock } from './restock-order';

export interface DeleteOrderOptions {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway | null;
  background: BackgroundTasks;
  actorId: string;
  id: string;
}

/**
 * Admin: an unpaid order → cancelled with its stock back, audited in the same transaction. "Delete" keeps the row:
 * order history is never hard-deleted. A paid or shipped order is refused.
 */
export async function deleteOrder(options: DeleteOrderOptions): Promise<OrderChange> {
  const { db, now, actorId, id } = options;
  if (!isUuid(id)) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const released = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    if (order.status !== 'unpaid') throw new AppError('CONFLICT', MESSAGES.onlyUnpaidDeleted);
    const cancelled = await cancelAndRestock(tx, { orderId: id, now });
    await recordAudit(tx, {
      actorId,
      action: 'order.delete',
      targetTable: 'orders',
      targetId: id,
      before: { status: 'unpaid' },
      after: { status: 'cancelled', restocked: cancelled?.quantity ?? 0 },
    });
    return cancelled;
  });
  voidPaymentIntent({ ...options, paymentIntentId: released?.paymentIntentId ?? null });
  const order = await readOrder(db, id);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  return { order, changed: true };
}
