import { orders, type Queryable, shipments } from '@partsmith/db';
import { eq, max } from 'drizzle-orm';

/**
 * When the order's goods last left: its latest parcel (decision 0067), or its shipped time for an order marked
 * shipped without one. The return window counts from it, so a partly shipped order's later parcel gets its days.
 */
export async function lastShippedAt(tx: Queryable, orderId: string): Promise<Date | null> {
  const [parcel] = await tx
    .select({ at: max(shipments.createdAt) })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  if (parcel?.at) return parcel.at;
  const [order] = await tx.select({ at: orders.shippedAt }).from(orders).where(eq(orders.id, orderId));
  return order?.at ?? null;
}
