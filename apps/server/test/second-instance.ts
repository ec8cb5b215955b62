import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DatabaseHandle } from '@partsmith/db';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { errorRecordingLogger } from './error-logs';
import { validateResponsesOf } from './openapi-validator';
import { RAISED_LIMITS, type TestApp } from './test-app';

export interface SecondInstance {
  app: TestApp['app'];
  close(): Promise<void>;
}

/**
 * Another server instance over the test app's Postgres database, with its own connection pool, as behind a load
 * balancer; configured as production does (no per-read catalogue checks). `environment` adds to its config (the
 * Stripe double's settings, say); its mail lands in a DATA_DIR of its own. Like the first, its error lines fail
 * the test and its /api answers are checked against the OpenAPI document.
 */
export async function startSecondInstance(
  t: TestApp,
  environment: Record<string, string> = {},
): Promise<SecondInstance> {
  const { url } = t.database;
  if (!url) throw new Error('a second instance needs the Postgres test database');
  const handle: DatabaseHandle = createDb({ url, maxConnections: 20 });
  const dataDir = mkdtempSync(join(tmpdir(), 'partsmith-data-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://shop.test',
    ...RAISED_LIMITS,
    DATA_DIR: dataDir,
    ...environment,
  });
  const app = await buildApp({ config, db: handle.db, logger: errorRecordingLogger() });
  await validateResponsesOf(app);
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
