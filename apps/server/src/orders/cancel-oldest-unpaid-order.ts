import type { OrderChange } from '@partsmith/contracts';
import { orders } from '@partsmith/db';
import { and, asc, eq } from 'drizzle-orm';
import { type CancelOrderOptions, cancelOrder } from './cancel-order';

/**
 * The spec's My Orders cancel sends the customer's email, not an order id: it means their oldest unpaid order.
 * Null when they have none. Never a paid one.
 */
export async function cancelOldestUnpaidOrder(
  options: Omit<CancelOrderOptions, 'id'>,
): Promise<OrderChange | null> {
  const [oldest] = await options.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, options.userId), eq(orders.status, 'unpaid')))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(1);
  return oldest ? cancelOrder({ ...options, id: oldest.id }) : null;
}
