import { AppError, MESSAGES, type OrderStatus } from '@partsmith/contracts';
import { orderLines, orders, products, type Queryable } from '@partsmith/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { JobQueue, JobTransaction } from '../jobs/job-queue';
import { noticeRestock, type StockChange } from '../stock-alerts/notice-restock';
import { type LockedOrder, lockOrder } from './lock-order';
import { checkTransition, ORDER_TRANSITIONS, type OrderEvent } from './order-state-machine';

export interface TransitionResult {
  changed: boolean;
  /** The status the order had before. */
  from: OrderStatus;
  order: LockedOrder;
}

/** The event's own fields, and the timestamp of the status it leads to. */
function changesFor(event: OrderEvent): PgUpdateSetSource<typeof orders> {
  switch (event.type) {
    case 'pay':
      return {
        paidAt: event.at,
        paymentIntentId: event.paymentIntentId,
        transactionId: event.paymentIntentId,
      };
    case 'ship':
      return { shippedAt: event.at };
    case 'shipPart':
      return {};
    case 'cancel':
    case 'delete':
    case 'expire':
      return { cancelledAt: event.at };
    case 'refund':
      // A paid order had an invoice: its credit note is numbered now, once (decision 0055).
      return {
        refundedAt: event.at,
        refundId: event.refundId,
        creditNoteNumber: sql`nextval('credit_note_number_seq')`,
      };
    case 'refundLatePayment':
    // Each return has its own credit note (decision 0068): the order gets none.
    case 'returnsRefunded':
      return { refundedAt: event.at, refundId: event.refundId };
  }
}

/**
 * The one way an order's status changes, in the caller's transaction: locks the row, looks the event up in the
 * state machine, and applies it with its timestamp (and returns the stock when the table says so). A repeat
 * answers `changed: false`; an impossible event throws the table's CONFLICT; an unknown order NOT_FOUND.
 */
export async function transitionOrder(
  tx: Queryable & JobTransaction,
  id: string,
  event: OrderEvent,
  /** Where stock coming back queues its back-in-stock mails (decision 0058). */
  jobs: JobQueue,
): Promise<TransitionResult> {
  const order = await lockOrder(tx, id);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  if (!checkTransition(order.status, event.type)) return { changed: false, from: order.status, order };
  const transition = ORDER_TRANSITIONS[event.type];
  await tx
    .update(orders)
    .set({ status: transition.to, ...changesFor(event) })
    .where(eq(orders.id, id));
  if (transition.restock) await noticeRestock(tx, jobs, await returnStock(tx, id));
  return { changed: true, from: order.status, order };
}

/**
 * Puts every line's units back on its part's stock, one part at a time in product-id order: the order every
 * writer of several parts takes their rows in, so two of them never wait on each other in a circle.
 */
async function returnStock(tx: Queryable, orderId: string): Promise<StockChange[]> {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
  const changes: StockChange[] = [];
  for (const line of lines) {
    const [part] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning({ quantity: products.quantity });
    if (part)
      changes.push({
        productId: line.productId,
        before: part.quantity - line.quantity,
        after: part.quantity,
      });
  }
  return changes;
}
