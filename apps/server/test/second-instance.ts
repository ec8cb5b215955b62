import { createDb, type DatabaseHandle } from '@partsmith/db';
import { testDatabaseTarget } from '@partsmith/db/testing';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import type { TestApp } from './test-app';

export interface SecondInstance {
  app: TestApp['app'];
  close(): Promise<void>;
}

/**
 * Another server instance over the test app's Postgres database, with its own connection pool, as behind a load
 * balancer; configured as production does (no per-read catalogue checks).
 */
export async function startSecondInstance(t: TestApp): Promise<SecondInstance> {
  const target = testDatabaseTarget();
  if (target.kind !== 'postgres') throw new Error('a second instance needs the Postgres test database');
  // postgres.js answers execute() with an array of rows.
  const rows = await t.database.db.execute(sql`select current_database() as name`);
  const url = new URL(target.url);
  url.pathname = `/${(rows as unknown as { name: string }[])[0]?.name ?? ''}`;
  const handle: DatabaseHandle = createDb({ url: url.href, maxConnections: 20 });
  const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', AUTH_RATE_LIMIT: '10000' });
  const app = await buildApp({ config, db: handle.db });
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
