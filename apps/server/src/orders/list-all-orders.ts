import type { AllOrdersInput, OrderPage } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { count, desc, eq, ne } from 'drizzle-orm';
import { pageOffset } from '../shared/page';
import { selectOrders, toOrder } from './order-row';

/** All Orders for the admin, newest first, one page at a time; cancelled ones only when asked for by status. */
export async function listAllOrders({
  db,
  input,
}: {
  db: Database;
  input: AllOrdersInput;
}): Promise<OrderPage> {
  const { status, page, pageSize } = input;
  const where = status ? eq(orders.status, status) : ne(orders.status, 'cancelled');
  const [rows, [counted]] = await Promise.all([
    selectOrders(db, where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { items: rows.map(toOrder), total: counted?.total ?? 0 };
}
