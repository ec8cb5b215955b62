import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { recordAudit } from '../audit/record-audit';
import type { OrderPayments } from './order-payments';
import { readOrder } from './order-row';
import { refuseWhilePaying } from './refuse-while-paying';
import { transitionOrder } from './transition-order';

export interface DeleteOrderOptions {
  db: Database;
  now: () => Date;
  payments: OrderPayments;
  actorId: string;
  id: string;
}

/**
 * Admin: an unpaid order → cancelled with its stock back, audited in the same transaction. "Delete" keeps the row:
 * order history is never hard-deleted. An order already cancelled answers `changed: false`, as the customer's
 * cancel does; a paid or shipped one (or one whose payment is in progress) is refused.
 */
export async function deleteOrder({
  db,
  now,
  payments,
  actorId,
  id,
}: DeleteOrderOptions): Promise<OrderChange> {
  await refuseWhilePaying({ db, payments, id });
  const { changed } = await db.transaction(async (tx) => {
    const result = await transitionOrder(tx, id, { type: 'delete', at: now() });
    if (result.changed)
      await recordAudit(tx, {
        actorId,
        action: 'order.delete',
        targetTable: 'orders',
        targetId: id,
        before: { status: result.from },
        after: { status: 'cancelled', restocked: result.order.quantity },
      });
    if (result.changed && result.order.paymentIntentId)
      await payments.voidIntent(tx, result.order.paymentIntentId);
    return result;
  });
  const answer = await readOrder(db, id);
  if (!answer) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  return { order: answer, changed };
}
