import type { AllOrdersInput, OrderPage } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, eq, ne } from 'drizzle-orm';
import { cappedCount } from '../shared/capped-count';
import { creationKeyset } from '../shared/keyset-page';
import { selectOrders, toOrder } from './order-row';

/**
 * All Orders for the admin, newest first, by keyset (decision 0033); cancelled ones only when asked for by status.
 * Served by `orders_created_at_idx`, or `orders_status_created_at_idx` for one status.
 */
export async function listAllOrders({
  db,
  input,
}: {
  db: Database;
  input: AllOrdersInput;
}): Promise<OrderPage> {
  const keyset = creationKeyset(
    { table: orders, createdAt: orders.createdAt, id: orders.id, newestFirst: true },
    input,
  );
  const filter = input.status ? eq(orders.status, input.status) : ne(orders.status, 'cancelled');
  const [rows, counted] = await Promise.all([
    selectOrders(db, and(filter, keyset.beyond))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit),
    cappedCount(db, orders, { where: filter, orderBy: keyset.orderBy }),
  ]);
  const page = keyset.page(rows, counted);
  return { ...page, items: page.items.map(toOrder) };
}
