import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDatabase } from '@partsmith/db/testing/global-setup';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  type RunningServer,
  spawnServer,
  startServer,
  stopServer,
} from '../test/built-server';

let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
let server: RunningServer | undefined;
beforeAll(async () => {
  bundle = await buildServerBundle();
});
afterAll(() => bundle.remove());
afterEach(async () => {
  stopServer(server);
  await server?.exited;
});

describe('the built server in production', () => {
  it('refuses to start without DATABASE_URL, PUBLIC_URL and SHOP_COUNTRY: one fatal log line, exit code 1', async () => {
    server = spawnServer(bundle.main, { NODE_ENV: 'production' });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.lines).toEqual([
      expect.objectContaining({
        level: 60,
        msg: 'Invalid configuration: DATABASE_URL is required in production; PUBLIC_URL is required in production; SHOP_COUNTRY is required in production',
      }),
    ]);
  });

  it('names TypeScript source lines in stack traces (source maps on)', async () => {
    const notAFolder = join(tmpdir(), `partsmith-file-${crypto.randomUUID()}`);
    writeFileSync(notAFolder, '');
    server = spawnServer(bundle.main, { DATA_DIR: notAFolder });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    rmSync(notAFolder);
    const fatal = await server.waitForLine((line) => line.level === 60);
    const stack = String((fatal?.err as { stack?: string } | undefined)?.stack);
    expect(stack).toMatch(/packages\/db\/src\/create-db\.ts:\d+:\d+/);
    expect(stack).toMatch(/apps\/server\/src\/database\.ts:\d+:\d+/);
    expect(stack).not.toContain('main.js');
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  const notice = 'production start on PostgreSQL not run: TEST_DATABASE_URL is not set';
  if (process.env.REQUIRE_ALL_SUITES === '1') throw new Error(`${notice} (REQUIRE_ALL_SUITES=1)`);
  console.warn(notice);
}

describe.skipIf(!adminUrl)(
  'the built server on a fresh PostgreSQL database, as the container runs it',
  () => {
    const name = `partsmith_production_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => {} });
    beforeAll(() => admin.unsafe(`create database "${name}"`));
    afterAll(async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });

    it('migrates, turns ready, runs no tsx, keeps the password out of the log, and stops with exit 0', async () => {
      const databaseUrl = new URL(withDatabase(adminUrl ?? '', name));
      // Local Postgres trusts 127.0.0.1 and never asks for it: the password is only there to be hidden.
      databaseUrl.password = 'never-logged-secret';
      const started = await startServer(bundle.main, {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl.href,
        PUBLIC_URL: 'http://localhost:3000',
        SHOP_COUNTRY: 'GB',
        METRICS: '1',
      });
      server = started;

      const ready = await fetch(`${started.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect(await (await fetch(`${started.url}/api/products`)).json()).toEqual([]);
      expect(started.banner).toMatchObject({
        database: `PostgreSQL postgres@${databaseUrl.host}/${name}`,
        payments: 'off (STRIPE_SECRET_KEY is not set)',
        demoAccounts: [],
      });
      expect(JSON.stringify(started.lines)).not.toContain('never-logged-secret');

      // Plain node on the bundle: no tsx on the command line, in NODE_OPTIONS, or imported by the bundle.
      const pid = started.child.pid;
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(argv).toEqual([process.execPath, '--enable-source-maps', bundle.main]);
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      expect(environ.filter((entry) => entry.startsWith('NODE_OPTIONS='))).toEqual([]);
      expect(readFileSync(bundle.main, 'utf8')).not.toMatch(/from\s*["']tsx|import\(["']tsx/);

      // The pool gauge counts this process's connections, as Postgres lists them, besides the one asking.
      const metrics = await (await fetch(`${started.url}/metrics`)).text();
      const gauge = [...metrics.matchAll(/^partsmith_db_pool_connections\{state="[^"]+"\} (\d+)$/gm)];
      const [listed] = await admin<[{ count: number }]>`
      select count(*)::int as count from pg_stat_activity
      where datname = ${name} and application_name like ${`partsmith % ${pid}`}`;
      expect(gauge.reduce((sum, [, value]) => sum + Number(value), 0)).toBe((listed?.count ?? 0) - 1);

      started.child.kill('SIGTERM');
      expect(await started.exited).toEqual({ code: 0, signal: null });
    });
  },
);
