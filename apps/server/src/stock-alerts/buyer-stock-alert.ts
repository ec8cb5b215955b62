import type { StockAlertState } from '@partsmith/contracts';
import { type Database, stockAlerts, users } from '@partsmith/db';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';

const accountEmail = (userId: string) =>
  sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`;

const openAlertOf = (userId: string, productId: string) =>
  and(
    eq(stockAlerts.productId, productId),
    eq(stockAlerts.email, accountEmail(userId)),
    isNull(stockAlerts.notifiedAt),
  );

/** Whether the signed-in buyer's address waits for this part. */
export async function stockAlertState({
  db,
  userId,
  productId,
}: {
  db: Database;
  userId: string;
  productId: string;
}): Promise<StockAlertState> {
  const [alert] = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(openAlertOf(userId, productId), isNotNull(stockAlerts.confirmedAt)));
  return { subscribed: Boolean(alert) };
}

/** The buyer's "Cancel": their address waits for this part no more. Cancelling twice changes nothing. */
export async function cancelStockAlert({
  db,
  userId,
  productId,
}: {
  db: Database;
  userId: string;
  productId: string;
}): Promise<StockAlertState> {
  await db.delete(stockAlerts).where(openAlertOf(userId, productId));
  return { subscribed: false };
}
