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
)}`;

/**
 * What a refused write must leave as it was: the row count of every table, the stock on hand, every order's
 * status, and every account's role and removal. One query, so it costs one round trip per request.
 */
export async function databaseSnapshot(db: Database): Promise<string> {
  const result = await db.execute(snapshotQuery);
  // PGlite answers { rows }, postgres.js an array of rows.
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return JSON.stringify(rows[0]);
}
