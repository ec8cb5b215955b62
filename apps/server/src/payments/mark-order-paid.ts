import { AppError, MESSAGES, type OrderChange } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, eq, ne, or } from 'drizzle-orm';
import { readOrder } from '../orders/order-row';
import { type GatewayIntent, PAYMENT_CURRENCY } from './payment-gateway';

export interface MarkOrderPaidOptions {
  /** The database, or the transaction of a webhook event that must commit with it. */
  db: Database;
  now: () => Date;
  /** As the provider reported it just now, never as a client described it. */
  intent: GatewayIntent;
  orderId: string;
}

/**
 * The one way an order becomes paid, shared by the confirm call, the webhook and test mode: only an intent that
 * succeeded, was created for this order, for exactly its total, and paid no other order. A repeat for the intent
 * that already paid it is a no-op (`changed: false`); anything else leaves the order as it was.
 */
export async function markOrderPaid({
  db,
  now,
  intent,
  orderId,
}: MarkOrderPaidOptions): Promise<OrderChange> {
  if (intent.orderId !== orderId) throw new AppError('BAD_REQUEST', MESSAGES.paymentForAnotherOrder);
  if (intent.status !== 'succeeded') throw new AppError('PAYMENT_REQUIRED', MESSAGES.paymentNotSucceeded);
  const changed = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, totalCents: orders.totalCents, transactionId: orders.transactionId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    if (order.status !== 'unpaid') {
      if (order.transactionId === intent.id) return false;
      throw new AppError('CONFLICT', MESSAGES.orderNotPayable);
    }
    if (intent.amountCents !== order.totalCents || intent.currency !== PAYMENT_CURRENCY)
      throw new AppError('BAD_REQUEST', MESSAGES.paymentAmountMismatch);
    const [usedElsewhere] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          ne(orders.id, orderId),
          or(eq(orders.transactionId, intent.id), eq(orders.paymentIntentId, intent.id)),
        ),
      );
    if (usedElsewhere) throw new AppError('CONFLICT', MESSAGES.paymentForAnotherOrder);
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', transactionId: intent.id, paymentIntentId: intent.id, paidAt: now() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'unpaid')))
      .returning({ id: orders.id });
    return paid !== undefined;
  });
  const order = await readOrder(db, orderId);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  return { order, changed };
}
