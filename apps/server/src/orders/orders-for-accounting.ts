import { ACCOUNTING_PAGE_SIZE, type AccountingInput, type AccountingPage } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, asc, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { selectOrders, withLines } from './order-row';

const DAY_MS = 86_400_000;

/**
 * The orders export for accounting (decision 0061): paid orders (paid, shipped or refunded since) placed from the
 * start of `from` to the end of `to`, UTC, oldest first, a page at a time. `after` names the previous page's last
 * order, whose creation time is read back by primary key in the same statement; `orders_paid_created_at_idx` serves the
 * range, and orders placed meanwhile never shift a page.
 */
export async function ordersForAccounting({
  db,
  input,
}: {
  db: Database;
  input: AccountingInput;
}): Promise<AccountingPage> {
  const start = new Date(`${input.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${input.to}T00:00:00Z`) + DAY_MS);
  const beyond = input.after
    ? sql`(${orders.createdAt}, ${orders.id}) > ((select ${orders.createdAt} from ${orders} where ${orders.id} = cast(${input.after} as uuid)), cast(${input.after} as uuid))`
    : undefined;
  const rows = await selectOrders(
    db,
    and(gte(orders.createdAt, start), lt(orders.createdAt, end), isNotNull(orders.paidAt), beyond),
  )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(ACCOUNTING_PAGE_SIZE + 1);
  const page = rows.slice(0, ACCOUNTING_PAGE_SIZE);
  return {
    orders: await withLines(db, page),
    after: rows.length > ACCOUNTING_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
