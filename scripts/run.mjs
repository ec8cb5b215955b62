#!/usr/bin/env node
// The README's two commands, usable on a fresh machine that has Node 22+ and npm but no pnpm:
//   npm start   installs, builds the web app and the server, and starts the built server on its embedded defaults
//   npm test    installs and runs every suite: typecheck, lint, integration (PGlite, then Postgres when
//               TEST_DATABASE_URL is set), the browser suite and the home page's JavaScript budget, all in (both
//               when Chromium is at /usr/bin/chromium). Lighthouse is a bench, not a suite (decision 0073).
// With REQUIRE_ALL_SUITES=1 a suite that cannot run is a failure instead of a notice.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
if (NODE_MAJOR < 22) {
  console.error(`Partsmith needs Node 22 LTS or newer; this is ${process.version}. See .nvmrc.`);
  process.exit(1);
}

const PNPM = process.env.npm_execpath?.includes('pnpm') ? ['node', [process.env.npm_execpath]] : pickPnpm();
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_UI: 'false' };
const requireAll = process.env.REQUIRE_ALL_SUITES === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function pickPnpm() {
  const found = spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0;
  return found ? ['pnpm', []] : ['npx', ['--yes', 'pnpm@10']];
}

function pnpm(args, extraEnv = {}) {
  const [command, prefix] = PNPM;
  const result = spawnSync(command, [...prefix, ...args], { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function skip(suite, reason) {
  const line = `SUITE NOT RUN: ${suite}: ${reason}`;
  if (requireAll) {
    console.error(`${line} (REQUIRE_ALL_SUITES=1 makes this a failure)`);
    process.exit(1);
  }
  console.warn(line);
}

const command = process.argv[2];
if (command === 'start') {
  pnpm(['install', '--frozen-lockfile']);
  pnpm(['turbo', 'run', 'build', '--filter=@partsmith/web', '--filter=@partsmith/server']);
  // Plain node on the bundle, as in production, from the repository's root (the data folder lives there) and
  // attached to this terminal, so the log is pretty. Ctrl-C reaches the server from the terminal itself; a
  // SIGTERM sent to this script is passed on. Either way the server shuts down in order and we exit with it.
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    stdio: 'inherit',
    env: { ...env, DATA_DIR: resolve(process.env.DATA_DIR ?? '.data') },
  });
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => server.kill('SIGTERM'));
  server.on('exit', (code) => process.exit(code ?? 1));
} else if (command === 'test') {
  pnpm(['install', '--frozen-lockfile']);
  pnpm(['turbo', 'run', 'typecheck', 'build']);
  pnpm(['lint']);
  pnpm(['check:architecture']);
  // The budget needs only the build: a page grown past it fails in a minute, not after the other suites.
  if (existsSync(chromium)) {
    console.log('\n== Home JavaScript budget (130 KB gzipped, all in) ==');
    pnpm(['--filter', '@partsmith/bench', 'first-load', '--check'], { CHROMIUM_PATH: chromium });
  }
  console.log('\n== Integration tests on embedded PGlite ==');
  pnpm(['turbo', 'run', 'test', '--concurrency=1']);
  if (process.env.TEST_DATABASE_URL) {
    console.log('\n== Integration tests on PostgreSQL ==');
    pnpm(['turbo', 'run', 'test', '--concurrency=1'], { TEST_DB: 'postgres' });
  } else skip('PostgreSQL integration tests', 'TEST_DATABASE_URL is not set');
  if (existsSync(chromium)) {
    console.log('\n== Browser tests (Playwright, Chromium) ==');
    pnpm(['--filter', '@partsmith/web', 'test:e2e'], { CHROMIUM_PATH: chromium });
  } else skip('browser tests', `no Chromium at ${chromium} (apt-get install chromium)`);
  console.log('\nAll suites passed.');
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
