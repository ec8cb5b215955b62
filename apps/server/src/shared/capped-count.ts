import { COUNT_CAP } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The rows of `table` matching `where`, counted up to `cap` (COUNT_CAP unless a list says less; decision 0033):
 * the count reads at most `cap` + 1 rows in the list's own order (`orderBy`), so it walks the index that serves
 * the list and stops, costing the same at a million rows as at ten thousand, however rare the filter.
 */
export async function cappedCount(
  db: Database,
  table: PgTable,
  { where, orderBy, cap = COUNT_CAP }: { where: SQL | undefined; orderBy: SQL[]; cap?: number },
): Promise<{ total: number; totalCapped: boolean }> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ total: count() }).from(matching);
  const total = row?.total ?? 0;
  return { total: Math.min(total, cap), totalCapped: total > cap };
}
