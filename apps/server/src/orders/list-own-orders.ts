import type { Order } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, desc, eq, ne } from 'drizzle-orm';
import { selectOrders, toOrder } from './order-row';

/** My Orders: the caller's orders, newest first; cancelled ones are gone from the list, as the spec's delete was. */
export async function listOwnOrders({ db, userId }: { db: Database; userId: string }): Promise<Order[]> {
  const rows = await selectOrders(db, and(eq(orders.userId, userId), ne(orders.status, 'cancelled'))).orderBy(
    desc(orders.createdAt),
    desc(orders.id),
  );
  return rows.map(toOrder);
}
