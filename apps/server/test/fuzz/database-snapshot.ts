import type { Database } from '@partsmith/db';
import * as schema from '@partsmith/db';
import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

/** Every table the schema declares: a table added later is counted without anyone remembering to add it here. */
const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

const { orders, products, users } = schema;
const measures: Array<[string, SQL]> = [
  ...TABLES.map((table): [string, SQL] => [getTableName(table), sql`(select count(*) from ${table})`]),
  ['stock', sql`(select coalesce(sum(${products.quantity}), 0) from ${products})`],
  ['order statuses', checksum(orders, sql`${orders.id}::text || ${orders.status}`)],
  [
    'user roles',
    checksum(users, sql`${users.id}::text || ${users.role} || coalesce(${users.deletedAt}::text, '')`),
  ],
];

/** A sum of row hashes: any changed, added or removed row changes it, at a fraction of the cost of md5(string_agg). */
function checksum(table: PgTable, row: SQL): SQL {
  return sql`(select coalesce(sum(hashtext(${row})), 0) from ${table})`;
}

const snapshotQuery = sql`select ${sql.join(
  measures.map(([name, measure]) => sql`${measure}::text as ${sql.identifier(name)}`),
  sql`, `,
)}, ${nextTransactionId()} as "next transaction"`;

/** The next transaction id: it moves whenever anything starts writing, even a transaction that is rolled back. */
function nextTransactionId(): SQL {
  return sql`pg_snapshot_xmax(pg_current_snapshot())::text`;
}

export interface Snapshot {
  /** The measures, as text to compare. */
  content: string;
  nextTransaction: string;
}

/**
 * What a refused write must leave as it was: the row count of every table, the stock on hand, every order's
 * status, and every account's role and removal. One query, so it costs one round trip.
 */
export async function databaseSnapshot(db: Database): Promise<Snapshot> {
  const [row] = rowsOf(await db.execute(snapshotQuery));
  const { 'next transaction': nextTransaction, ...content } = row ?? {};
  return { content: JSON.stringify(content), nextTransaction: String(nextTransaction) };
}

/**
 * Whether nothing wrote since `snapshot`: then it still holds, and counting every table again is not needed. A
 * moved id (another database on the same Postgres server, a refreshed session) only means counting again.
 */
export async function unchangedSince(db: Database, snapshot: Snapshot): Promise<boolean> {
  const [row] = rowsOf(await db.execute(sql`select ${nextTransactionId()} as next`));
  return String(row?.next) === snapshot.nextTransaction;
}

/** PGlite answers { rows }, postgres.js an array of rows. */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return Array.isArray(result) ? result : (result as { rows: Array<Record<string, unknown>> }).rows;
}
