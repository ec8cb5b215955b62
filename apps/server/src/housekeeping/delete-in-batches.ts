import type { Database } from '@partsmith/db';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

const BATCH_SIZE = 500;

/**
 * Deletes the rows of `table` matching `condition`, BATCH_SIZE per statement so no statement holds many locks or
 * runs long; answers how many went. Each batch takes only rows no one else has locked (SKIP LOCKED): several
 * instances running this at once share the rows instead of queueing behind (or deadlocking with) each other, and a
 * row another instance skipped is being deleted by it. Rows are picked by `ctid`, so tables without a single-column
 * key are handled alike.
 */
export async function deleteInBatches(
  db: Database,
  table: PgTable,
  condition: SQL | undefined,
): Promise<number> {
  // drizzle's and()/or() are typed as possibly empty; an empty condition here would empty the table.
  if (!condition) throw new Error('deleteInBatches needs a condition');
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ ctid: sql`ctid` })
      .from(table)
      .where(condition)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    // `= any(array(…))` lets the planner fetch the chosen rows by ctid instead of scanning the table.
    const rows = await db.delete(table).where(sql`ctid = any(array(${batch}))`).returning({ one: sql`1` });
    deleted += rows.length;
    if (rows.length < BATCH_SIZE) return deleted;
  }
}
