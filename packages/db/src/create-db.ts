import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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

export function createDb(options: CreateDbOptions): DatabaseHandle {
  const migrationsFolder = options.migrationsFolder ?? PACKAGED_MIGRATIONS;
  if ('url' in options) {
    const { url } = options;
    const client = postgres(url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      ...(options.applicationName ? { connection: { application_name: options.applicationName } } : {}),
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
  const client = new PGlite('dataDir' in options ? options.dataDir : undefined);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** True when the database answers a trivial query; used by the readiness probe. */
export async function isReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
