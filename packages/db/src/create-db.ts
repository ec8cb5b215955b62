import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** The driver-neutral database handle every service receives. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction: both run the same queries, so a use case can join its caller's transaction. */
export type Queryable = Pick<Database, '_' | 'select' | 'insert' | 'update' | 'delete' | '$with' | 'with'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Runs the committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type CreateDbOptions = (
  | {
      url: string;
      maxConnections?: number;
      /** How this pool's connections appear in `pg_stat_activity`. */
      applicationName?: string;
      /** Sees each statement sent and its parameters (the query-plan test EXPLAINs them). */
      onQuery?: (statement: string, parameters: unknown[]) => void;
    }
  | { dataDir: string }
  | { memory: true }
) & {
  /** Where the SQL migrations are; a bundled server passes the copy it ships beside itself. */
  migrationsFolder?: string;
};

const PACKAGED_MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
/** Any fixed number: every instance takes the same lock before migrating. */
const MIGRATION_LOCK = 727_001;

/**
 * While the database is down, requests must fail fast (503) and the pool must be back soon after it returns.
 * postgres.js waits 30 s for a connection by default, and backs off up to 20 s between reconnects; a query queued
 * for a connection waits for one of those reconnects, so both are kept short.
 */
/**
 * A pooled connection is replaced after 8 s (postgres.js' default is 30-60 min). Under the checkout bench a
 * long-lived connection's writing statement spent more CPU in Postgres round after round (196, 123, then 71
 * checkouts a second) while the same statements on the anchor's fresh connections did not slow; replaced every
 * 15 s, ours held 308-345 a second, every 8 s 339-344 with p99 241 ms (bench/README.md, checkout). The cause inside
 * Postgres is not found. A reconnect costs a few milliseconds and the statements' preparing again, about one a
 * second for a pool of 10. The LISTEN connection is not pooled and keeps its life.
 */
const CONNECTION_LIFETIME_SECONDS = 8;

const OUTAGE_TIMING = {
  connect_timeout: 3,
  /** Seconds before a closed connection retries: ~0.1 s, doubling per failure in a row up to ~0.5 s, jittered. */
  backoff: (failures: number) => (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** failures, 0.5),
};

/**
 * A word is a near spelling of one in a part's name when half its trigrams are there (pg_trgm's `<%`): "bering"
 * finds "bearing" at 0.5, not at the default 0.6 (decision 0059). Every session is given it, and the catalogue's
 * search index finds near spellings with the same figure (decision 0072).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD) };

export function createDb(options: CreateDbOptions): DatabaseHandle {
  const migrationsFolder = options.migrationsFolder ?? PACKAGED_MIGRATIONS;
  if ('url' in options) {
    const { url } = options;
    const client = postgres(url, {
      max: options.maxConnections ?? 10,
      max_lifetime: CONNECTION_LIFETIME_SECONDS,
      onnotice: () => {},
      ...OUTAGE_TIMING,
      connection: {
        ...SESSION_SETTINGS,
        ...(options.applicationName ? { application_name: options.applicationName } : {}),
      },
      ...(options.onQuery
        ? {
            debug: (_connection: number, statement: string, parameters: unknown[]) =>
              options.onQuery?.(statement, parameters),
          }
        : {}),
    });
    const db = drizzlePostgres(client, { schema });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // The lock lives on its own connection, so the pool keeps every connection for the migration itself.
        const lockHolder = postgres(url, { max: 1, onnotice: () => {} });
        try {
          await lockHolder`select pg_advisory_lock(${MIGRATION_LOCK})`;
          await migratePostgres(db, { migrationsFolder });
        } finally {
          await lockHolder.end();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if ('dataDir' in options) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm serves the catalogue's search by name (migration 0003 creates the extension).
  const client = new PGlite('dataDir' in options ? options.dataDir : undefined, { extensions: { pg_trgm } });
  // One session, which runs its statements in order: the settings apply before the first query. Setting a
  // placeholder cannot fail; were it to, the search would only be stricter about spelling.
  const settings = Object.entries(SESSION_SETTINGS).map(([name, value]) => `set "${name}" = '${value}';`);
  client.exec(settings.join('\n')).catch(() => {});
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * True when the database answers a trivial query within `timeoutMs`; used by the readiness probe, which must
 * say "not ready" promptly rather than wait for the driver to give up on an unreachable server.
 */
export async function isReachable(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, false);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
