import type { Database } from '@partsmith/db';
import { sql } from 'drizzle-orm';

/**
 * This process's pool as Postgres sees it: its connections (named by `application_name`) counted by state,
 * leaving out the one asking. postgres.js keeps its own counts private, so the server is the witness.
 */
export async function poolConnections(db: Database, poolName: string): Promise<Record<string, number>> {
  const result = await db.execute<{ state: string | null; count: number }>(sql`
    select state, count(*)::int as count from pg_stat_activity
    where application_name = ${poolName} and pid <> pg_backend_pid()
    group by state`);
  // postgres.js answers an array of rows.
  const rows = [...(result as Iterable<{ state: string | null; count: number }>)];
  return Object.fromEntries(rows.map((row) => [row.state ?? 'unknown', row.count]));
}
