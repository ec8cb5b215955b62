import { createTestDatabase, type TestDatabase } from '@partsmith/db/testing';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A real server over a fresh database of its own; requests go through `app.inject`. */
export async function createTestApp(environment: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', ...environment });
  const app = await buildApp({ config, db: database.db });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
