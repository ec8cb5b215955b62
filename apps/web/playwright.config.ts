import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/chromium-args';

const port = Number(process.env.E2E_PORT ?? 3210);
// One fresh embedded database per run; the workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'partsmith-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers share the one server and database: tests that need the demo data as seeded run first, on their own
  // (decision 0075).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // Debian's Chromium; Playwright never downloads a browser.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    // Tagged @seeded: they count, measure or picture the demo catalogue as the server seeded it, so they run before
    // any test adds, changes or removes a part (and change nothing another @seeded test reads).
    { name: 'seeded', grep: /@seeded/, use: { browserName: 'chromium' } },
    {
      name: 'chromium',
      grepInvert: /@seeded|@alone/,
      dependencies: ['seeded'],
      use: { browserName: 'chromium' },
    },
    // Tagged @alone: they add a part and must then find it among the home page's three newest, so no other test
    // may add one meanwhile. Last, one at a time.
    {
      name: 'alone',
      grep: /@alone/,
      workers: 1,
      dependencies: ['chromium'],
      use: { browserName: 'chromium' },
    },
  ],
  webServer: {
    // The server as production runs it: bundled (a fresh bundle takes well under a second) and plain node.
    command: 'node build.mjs && node --enable-source-maps dist/main.js',
    cwd: '../server',
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      // One database for the whole run, its customers ordering unpaid again and again: the caps are server tests'.
      UNPAID_ORDERS_MAX: '1000000',
      UNPAID_UNITS_MAX: '1000000000',
    },
  },
});
