import { AppError, MESSAGES, type Order } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';
import { selectOrders, withLines } from './order-row';

/** Another customer's order answers exactly like a missing one, so ids reveal nothing. */
export async function getOrder({
  db,
  userId,
  id,
  asAdmin,
}: {
  db: Database;
  userId: string;
  id: string;
  asAdmin: boolean;
}): Promise<Order> {
  const [row] = await selectOrders(
    db,
    and(eq(orders.id, id), asAdmin ? undefined : eq(orders.userId, userId)),
  );
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const [order] = await withLines(db, [row]);
  return order as Order;
}
