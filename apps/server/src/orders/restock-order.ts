import { orders, products } from '@partsmith/db';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../shared/queryable';

/**
 * Cancels an order that is still unpaid and puts its quantity back on the shelf, in the caller's transaction.
 * Null when the order was no longer unpaid (paid, or cancelled by someone else first): nothing changes then.
 */
export async function cancelAndRestock(
  tx: Queryable,
  { orderId, now }: { orderId: string; now: () => Date },
) {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'unpaid')))
    .returning({
      productId: orders.productId,
      quantity: orders.quantity,
      paymentIntentId: orders.paymentIntentId,
    });
  if (!cancelled) return null;
  await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${cancelled.quantity}` })
    .where(eq(products.id, cancelled.productId));
  return cancelled;
}
