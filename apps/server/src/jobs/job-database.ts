import type { Database } from '@partsmith/db';
import { sql } from 'drizzle-orm';
import { type Db, fromDrizzle, fromPglite, type PGliteLike } from 'pg-boss';
import type { Sql } from 'postgres';
import type { JobTransaction } from './job-queue';

/** pg-boss's connection to the database the shop already runs, and which engine that is. */
export interface JobDatabase {
  db: Db;
  backend: 'postgres' | 'pglite';
}

/** `$N::uuid[]`: pg-boss binds id lists as arrays; every other object it binds is JSON. */
const ARRAY_CAST = /^::[a-z_][a-z0-9_]*\[\]/i;

/**
 * Drizzle turns off postgres.js's own encoding of dates and JSON on the client it shares (it encodes them itself),
 * and postgres.js throws from its socket handler on a value it cannot encode, so values are made text here.
 */
function bindable(text: string, values: unknown[]): unknown[] {
  const parts = text.split(/\$(\d+)/);
  const arrays = new Set<number>();
  for (let index = 1; index < parts.length; index += 2)
    if (ARRAY_CAST.test(parts[index + 1] ?? '')) arrays.add(Number(parts[index]) - 1);
  return values.map((value, index) => {
    if (value instanceof Date) return value.toISOString();
    if (value !== null && typeof value === 'object' && !arrays.has(index)) return JSON.stringify(value);
    return value;
  });
}

/** pg-boss over the app's postgres.js pool: one pool, one set of outage timings, one connection count. */
function fromPostgresJs(client: Sql): Db {
  return {
    async executeSql(text, values) {
      if (values?.length)
        return { rows: [...(await client.unsafe(text, bindable(text, values) as never[]))] };
      // Without parameters pg-boss may send a BEGIN … COMMIT block, which postgres.js allows on a reserved
      // connection only; a failed block is rolled back so the connection goes back to the pool clean.
      const reserved = await client.reserve();
      try {
        const result: unknown[] = await reserved.unsafe(text);
        return { rows: result.every(Array.isArray) && result.length > 0 ? result.flat() : [...result] };
      } catch (error) {
        await reserved.unsafe('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        reserved.release();
      }
    },
    async listen(channel, onNotification, onReconnect) {
      const subscription = await client.listen(channel, onNotification, onReconnect);
      return { close: () => subscription.unlisten() };
    },
  };
}

/** The driver under a Drizzle database: postgres.js for PostgreSQL, else the embedded PGlite. */
export function jobDatabaseFor(db: Database): JobDatabase {
  const client = (db as unknown as { $client: Sql | PGliteLike }).$client;
  return 'unsafe' in client
    ? { db: fromPostgresJs(client), backend: 'postgres' }
    : { db: fromPglite(client), backend: 'pglite' };
}

/** Runs pg-boss's statements on the caller's Drizzle transaction, on either driver. */
export const jobsWithin = (tx: JobTransaction): Db =>
  fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
