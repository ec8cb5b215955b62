import { createDb, type DatabaseHandle } from '@partsmith/db';
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
  const { url } = t.database;
  if (!url) throw new Error('a second instance needs the Postgres test database');
  const handle: DatabaseHandle = createDb({ url, maxConnections: 20 });
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
