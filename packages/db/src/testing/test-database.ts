import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createDb, type DatabaseHandle } from '../create-db';
import { withDatabase } from './global-setup';
import { testDatabaseTarget } from './test-database-target';

export interface TestDatabase extends DatabaseHandle {
  /** Where a second pool can reach the same database (a second instance, a traced client); null on PGlite. */
  url: string | null;
  /** Drops the database (Postgres) or deletes its folder (PGlite). */
  destroy(): Promise<void>;
}

/** A fresh, migrated, empty database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const target = testDatabaseTarget();
  if (target.kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'partsmith-test-'));
    cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
    const handle = createDb({ dataDir: dir });
    return {
      ...handle,
      url: null,
      async destroy() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `partsmith_test_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = postgres(target.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${inject('postgresTemplate')}"`);
  const url = withDatabase(target.url, name);
  const handle = createDb({ url, maxConnections: 20 });
  return {
    ...handle,
    url,
    async destroy() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
