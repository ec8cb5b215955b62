import { AppError, MESSAGES, type OrderShipments } from '@partsmith/contracts';
import { orders, type Queryable } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { readShipments } from './read-shipments';
import { unitsShippedPerLine } from './units-shipped';

/** Admin: an order's parcels and what each of its lines has left to ship; NOT_FOUND for an unknown order. */
export async function listOrderShipments({
  db,
  orderId,
}: {
  db: Queryable;
  orderId: string;
}): Promise<OrderShipments> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const [lines, shipments] = [await unitsShippedPerLine(db, orderId), await readShipments(db, orderId)];
  return { orderId, lines, shipments };
}
