import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { recordAudit } from '../audit/record-audit';
import type { JobQueue } from '../jobs/job-queue';
import { lockOrder } from './lock-order';
import { orderRefundedMail } from './order-mails';
import type { OrderPayments } from './order-payments';
import { readOrder } from './order-row';
import { checkTransition } from './order-state-machine';
import { transitionOrder } from './transition-order';

export interface RefundOrderOptions {
  db: Database;
  now: () => Date;
  jobs: JobQueue;
  payments: OrderPayments;
  /** For the mail's link to the credit note. */
  publicUrl: string;
  actorId: string;
  id: string;
}

/**
 * Admin: a paid, unshipped order → refunded. With the order locked, the payment goes back through the gateway
 * (one idempotency key per order, so a retry never refunds twice), the stock returns, the credit note gets its
 * number (transitionOrder, decision 0055), and the refund is recorded
 * as a payment event and in the audit log, all in one transaction with the customer's mail queued. A
 * repeat answers `changed: false`; an unpaid, shipped or cancelled order is a CONFLICT.
 */
export async function refundOrder(options: RefundOrderOptions): Promise<OrderChange> {
  const { db, now, jobs, payments, publicUrl, actorId, id } = options;
  const changed = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    if (!checkTransition(order.status, 'refund')) return false;
    const refund =
      order.transactionId &&
      (await payments.refund(tx, {
        orderId: id,
        paymentIntentId: order.transactionId,
        amountCents: order.totalCents,
        idempotencyKey: `refund-order-${id}`,
        reason: 'admin',
        actorId,
      }));
    if (!refund) throw new AppError('BAD_REQUEST', MESSAGES.paymentsUnavailable);
    const { refundId } = refund;
    const result = await transitionOrder(tx, id, { type: 'refund', at: now(), refundId }, jobs);
    const refunded = await readOrder(tx, id);
    if (!refunded) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'order.refund',
      targetTable: 'orders',
      targetId: id,
      before: { status: result.from },
      after: {
        status: 'refunded',
        refundId,
        restocked: order.quantity,
        creditNoteNumber: refunded.creditNoteNumber,
      },
    });
    await jobs.enqueue(tx, 'mail', orderRefundedMail(refunded, 'admin', publicUrl));
    return true;
  });
  const order = await readOrder(db, id);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  return { order, changed };
}
