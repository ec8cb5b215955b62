import { type Database, orders } from '@partsmith/db';
import { and, eq, exists, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Orders whose payment went through and stayed: a refunded or cancelled order is no purchase. */
const PURCHASED = ['paid', 'partly_shipped', 'shipped'] as const;

const purchasesOf = (db: Pick<Database, 'select'>, userId: SQLWrapper | string) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, PURCHASED)));

/** Who may review and who shows as a verified buyer: one rule for both. For a column of a larger query. */
export function boughtFromUs(db: Pick<Database, 'select'>, userId: SQLWrapper): SQL {
  return exists(purchasesOf(db, userId));
}

/** The same rule for one user. */
export async function hasBoughtFromUs(db: Pick<Database, 'select'>, userId: string): Promise<boolean> {
  const purchases = await purchasesOf(db, userId).limit(1);
  return purchases.length > 0;
}
