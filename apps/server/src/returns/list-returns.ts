import type { AdminReturnsInput, ReturnPage } from '@partsmith/contracts';
import { type Database, returns } from '@partsmith/db';
import { count, desc, eq } from 'drizzle-orm';
import { selectReturns, withReturnLines } from './read-returns';

/** The admin's Returns: newest first, all or one status, a page at a time. */
export async function listReturns({
  db,
  input,
}: {
  db: Database;
  input: AdminReturnsInput;
}): Promise<ReturnPage> {
  const where = input.status ? eq(returns.status, input.status) : undefined;
  const rows = await selectReturns(db, where)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ total: count() }).from(returns).where(where);
  return { items: await withReturnLines(db, rows), total: total?.total ?? 0 };
}
