import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@partsmith/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { errorRecordingLogger } from './error-logs';
import { validateResponsesOf } from './openapi-validator';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The clock sessions and reset links expire by (see `createTestClock`). */
  now?: () => Date;
  /** How often the app sweeps expired unpaid orders (default: every minute). */
  sweepIntervalMs?: number;
  /**
   * For the few tests that read the log (see `captureLog`). Without it, the app's error lines are recorded and
   * fail the test that caused them, unless it calls `expectErrorLogs()` (see test/error-logs.ts).
   */
  logger?: FastifyBaseLogger;
  /** False: jobs wait until the test calls `app.jobs.drain()` (default: workers run them as in production). */
  workJobs?: boolean;
  /**
   * False: the catalogue learns of writes made straight into the database as production does, through NOTIFY
   * within a second (default true: each read checks the version, so factories' rows show at once).
   */
  catalogueChecksEveryRead?: boolean;
  /** URLs per sitemap file before the sitemap becomes an index (default 50,000). */
  sitemapUrlLimit?: number;
}

/** Limits raised so that tests doing a thing often never meet them; the tests of each limit set their own. */
export const RAISED_LIMITS = {
  AUTH_RATE_LIMIT: '10000',
  UNPAID_ORDERS_MAX: '1000000',
  UNPAID_UNITS_MAX: '1000000000',
};

/**
 * A real server over a fresh database and DATA_DIR of its own (mail lands there without SMTP_URL); requests go
 * through `app.inject`. Auth rate limits and unpaid-order caps are raised (`RAISED_LIMITS`).
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'partsmith-data-'));
  const cleanUp = async () => {
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const production = environment.NODE_ENV === 'production';
  const config = parseConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: production ? 'https://shop.test' : 'http://shop.test',
    // Production insists on a database URL; the app is handed the test database itself, so this one is unused.
    ...(production ? { DATABASE_URL: 'postgres://unused.invalid/partsmith', SHOP_COUNTRY: 'GB' } : {}),
    DATA_DIR: dataDir,
    ...RAISED_LIMITS,
    ...environment,
  });
  const logger = options.logger ?? errorRecordingLogger();
  const app = await buildApp({
    config,
    db: database.db,
    catalogueChecksEveryRead: true,
    ...options,
    logger,
  }).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  // Every /api answer a test receives is checked against the OpenAPI document the app serves.
  await validateResponsesOf(app);
  return {
    app,
    database,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}
