import type { KeysetInput, OrderPage } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, eq, ne } from 'drizzle-orm';
import { cappedCount } from '../shared/capped-count';
import { creationKeyset } from '../shared/keyset-page';
import { selectOrders, withLines } from './order-row';

/**
 * My Orders: the caller's orders, newest first, by keyset like All Orders (decision 0033). A cancelled order stays,
 * marked cancelled (decision 0041); `hideCancelled` leaves them out, as the spec's REST list did when its cancel
 * was a delete. Served by `orders_user_id_idx` (user, created_at, id) either way.
 */
export async function listOwnOrders({
  db,
  userId,
  page: input,
  hideCancelled = false,
}: {
  db: Database;
  userId: string;
  page: KeysetInput;
  hideCancelled?: boolean;
}): Promise<OrderPage> {
  const keyset = creationKeyset(
    { table: orders, createdAt: orders.createdAt, id: orders.id, newestFirst: true },
    input,
  );
  const own = and(eq(orders.userId, userId), hideCancelled ? ne(orders.status, 'cancelled') : undefined);
  const [rows, counted] = await Promise.all([
    selectOrders(db, and(own, keyset.beyond))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit),
    cappedCount(db, orders, { where: own, orderBy: keyset.orderBy }),
  ]);
  const page = keyset.page(rows, counted);
  return { ...page, items: await withLines(db, page.items) };
}
