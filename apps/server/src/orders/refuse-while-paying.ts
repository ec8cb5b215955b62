import { AppError, MESSAGES } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';
import type { OrderPayments } from './order-payments';

/**
 * An unpaid order whose card payment is processing or has succeeded must wait for the payment's outcome: the
 * money is on its way. Asked before the order's transaction, as it may ask the provider; a payment that succeeds
 * after this check finds the order cancelled and is refunded. NOT_FOUND for an unknown order.
 */
export async function refuseWhilePaying({
  db,
  payments,
  id,
  ownerId,
}: {
  db: Database;
  payments: OrderPayments;
  id: string;
  ownerId?: string;
}): Promise<void> {
  const [order] = await db
    .select({ status: orders.status, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(and(eq(orders.id, id), ownerId ? eq(orders.userId, ownerId) : undefined));
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  if (
    order.status === 'unpaid' &&
    order.paymentIntentId &&
    (await payments.isUnderway(order.paymentIntentId))
  )
    throw new AppError('CONFLICT', MESSAGES.paymentInProgress);
}
