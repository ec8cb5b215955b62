import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { lockOrder } from './lock-order';
import type { OrderPayments } from './order-payments';
import { readOrder } from './order-row';
import { refuseWhilePaying } from './refuse-while-paying';
import { transitionOrder } from './transition-order';

export interface CancelOrderOptions {
  db: Database;
  now: () => Date;
  payments: OrderPayments;
  userId: string;
  id: string;
}

/**
 * The customer's own unpaid order → cancelled, its stock back; someone else's is NOT_FOUND, a paid one (or one
 * whose payment is in progress) CONFLICT.
 */
export async function cancelOrder({
  db,
  now,
  payments,
  userId,
  id,
}: CancelOrderOptions): Promise<OrderChange> {
  await refuseWhilePaying({ db, payments, id, ownerId: userId });
  const { changed } = await db.transaction(async (tx) => {
    if (!(await lockOrder(tx, id, { ownerId: userId })))
      throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    const result = await transitionOrder(tx, id, { type: 'cancel', at: now() });
    if (result.changed && result.order.paymentIntentId)
      await payments.voidIntent(tx, result.order.paymentIntentId);
    return result;
  });
  const answer = await readOrder(db, id);
  if (!answer) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  return { order: answer, changed };
}
