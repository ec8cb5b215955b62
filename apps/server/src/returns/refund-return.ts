import { AppError, MESSAGES, RETURN_MESSAGES, type Return } from '@partsmith/contracts';
import { type Database, orderLines, orders, type Queryable, returnLines, returns } from '@partsmith/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { JobQueue, JobTransaction } from '../jobs/job-queue';
import { lockOrder } from '../orders/lock-order';
import type { OrderPayments } from '../orders/order-payments';
import { transitionOrder } from '../orders/transition-order';
import { returnRefundedMail } from './return-mails';
import { returnRefundCents } from './return-refund-amount';
import { refundedUnitsBefore } from './returnable-units';
import { transitionReturn } from './transition-return';

export interface RefundReturnOptions {
  db: Database;
  now: () => Date;
  jobs: JobQueue;
  payments: OrderPayments;
  publicUrl: string;
  actorId: string;
  id: string;
}

/**
 * Admin: a received return → refunded. With the return and its order locked, its share of the order
 * (`returnRefundCents`) goes back through the gateway under one idempotency key per return, so a retry never
 * refunds twice; the credit note is numbered (the orders' sequence, decision 0055); when the whole order has come
 * back the order becomes `refunded`. One transaction, audited, the customer mailed.
 */
export async function refundReturn(options: RefundReturnOptions): Promise<Return> {
  const { db, now, jobs, payments, publicUrl, actorId, id } = options;
  const at = now();
  const { item } = await db.transaction((tx) =>
    transitionReturn({
      tx,
      jobs,
      at,
      actorId,
      id,
      type: 'refund',
      work: ({ orderId }) => giveBack(tx, { jobs, payments, at, actorId, id, orderId }),
      audit: (refunded) => ({
        refundCents: refunded.refundCents,
        refundId: refunded.refundId,
        creditNoteNumber: refunded.creditNoteNumber,
      }),
      mail: (refunded) => returnRefundedMail(refunded, publicUrl),
    }),
  );
  return item;
}

async function giveBack(
  tx: Queryable & JobTransaction,
  step: Omit<RefundReturnOptions, 'db' | 'now' | 'publicUrl'> & { at: Date; orderId: string },
) {
  const { jobs, payments, at, actorId, id, orderId } = step;
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const [figures] = await tx.select({ taxes: orders.taxes }).from(orders).where(eq(orders.id, orderId));
  const sold = await tx
    .select({
      lineNo: orderLines.lineNo,
      unitPriceCents: orderLines.unitPriceCents,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const lines = await tx
    .select({ lineNo: returnLines.lineNo, quantity: returnLines.quantity })
    .from(returnLines)
    .where(eq(returnLines.returnId, id));
  const before = await refundedUnitsBefore(tx, orderId, id);
  const [paidBack] = await tx
    .select({ cents: sql<number>`coalesce(sum(${returns.refundCents}), 0)::int` })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), ne(returns.id, id)));
  const refundedBeforeCents = Number(paidBack?.cents ?? 0);
  const unitsBack = [...before.values(), ...lines.map((line) => line.quantity)].reduce((a, b) => a + b, 0);
  const last = unitsBack === order.quantity;
  const amountCents = returnRefundCents({
    order: { totalCents: order.totalCents, taxes: figures?.taxes ?? [], lines: sold },
    lines: lines.map((line) => ({ ...line, refundedBefore: before.get(line.lineNo) ?? 0 })),
    last,
    refundedBeforeCents,
  });
  // Checked here in words; the database's trigger holds it too (migration 0025).
  if (amountCents < 0 || refundedBeforeCents + amountCents > order.totalCents)
    throw new AppError('CONFLICT', RETURN_MESSAGES.returnRefundOverPaid);
  const refund =
    order.transactionId &&
    (await payments.refund(tx, {
      orderId,
      paymentIntentId: order.transactionId,
      amountCents,
      idempotencyKey: `refund-return-${id}`,
      reason: 'admin',
      actorId,
      eventId: `refund:${order.transactionId}:return:${id}`,
    }));
  if (!refund) throw new AppError('BAD_REQUEST', MESSAGES.paymentsUnavailable);
  if (last)
    await transitionOrder(tx, orderId, { type: 'returnsRefunded', at, refundId: refund.refundId }, jobs);
  // Numbered now, in the refund's transaction: given exactly once (a repeat is no transition).
  const creditNoteNumber = sql`nextval('credit_note_number_seq')`;
  return { refundCents: amountCents, refundId: refund.refundId, creditNoteNumber };
}
