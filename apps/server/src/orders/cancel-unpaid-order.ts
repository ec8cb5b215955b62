import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import type { Database, Queryable } from '@partsmith/db';
import type { JobQueue } from '../jobs/job-queue';
import { lockOrder } from './lock-order';
import type { OrderPayments } from './order-payments';
import { readOrder } from './order-row';
import { refuseWhilePaying } from './refuse-while-paying';
import { type TransitionResult, transitionOrder } from './transition-order';

export interface CancelUnpaidOrderOptions {
  db: Database;
  now: () => Date;
  payments: OrderPayments;
  jobs: JobQueue;
  id: string;
  /** The customer's cancel or the admin's delete: the state machine's row, and its refusal. */
  type: 'cancel' | 'delete';
  /** Only this customer's order: anyone else's is NOT_FOUND. */
  ownerId?: string;
  /** More work in the same transaction when the order did change (the admin's audit entry). */
  onCancelled?: (tx: Queryable, result: TransitionResult) => Promise<void>;
}

/**
 * An unpaid order → cancelled, its stock back and its payment intent voided once that commits. A repeat answers
 * `changed: false`; a paid order (or one whose payment is in progress) is a CONFLICT.
 */
export async function cancelUnpaidOrder(options: CancelUnpaidOrderOptions): Promise<OrderChange> {
  const { db, now, payments, jobs, id, type, ownerId, onCancelled } = options;
  await refuseWhilePaying({ db, payments, id, ownerId });
  const { changed } = await db.transaction(async (tx) => {
    if (ownerId && !(await lockOrder(tx, id, { ownerId })))
      throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    const result = await transitionOrder(tx, id, { type, at: now() }, jobs);
    if (result.changed) await onCancelled?.(tx, result);
    if (result.changed && result.order.paymentIntentId)
      await payments.voidIntent(tx, result.order.paymentIntentId);
    return result;
  });
  const answer = await readOrder(db, id);
  if (!answer) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  return { order: answer, changed };
}
