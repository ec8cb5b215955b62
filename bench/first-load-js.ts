import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_ARGS } from '../apps/web/e2e/chromium-args';
import { deferCleanup, runScript } from './lib/cleanup';
import { homeCriticalChunks } from './lib/home-critical-chunks';
import { paths } from './lib/paths';
import { describeRun, writeResult } from './lib/results';
import { startServer } from './lib/start-server';

/**
 * The performance issue's budget, gzipped, for everything the home page fetches without being touched: the first
 * load, what loads after it, and what scrolling to the bottom brings. Pressing or typing (the contact form, the
 * toaster) may fetch more.
 */
const BUDGET_KB = 130;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function isJavaScript(response: Response) {
  const contentType = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || contentType.includes('javascript');
}

async function main() {
  const machine = describeRun();
  const { values: args } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  if (!existsSync(join(paths.webDist, 'index.html'))) {
    console.error(`No built web app in ${paths.webDist}. Build it first: pnpm --filter @partsmith/web build`);
    return 1;
  }

  const server = await startServer();
  const origin = new URL(server.url).origin;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  deferCleanup(() => browser.close());
  // A new context has an empty cache, like a first-time visitor.
  const context = await browser.newContext();
  const page = await context.newPage();

  const externalRequests: string[] = [];
  // Blocked rather than waited for: these machines are offline, and the count alone is the finding.
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      externalRequests.push(route.request().url());
      return route.abort();
    },
  );
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const bodies = new Map<string, Promise<Buffer>>();
  const critical = homeCriticalChunks(paths.webDist);
  page.on('response', (response) => {
    if (isJavaScript(response) && !bodies.has(response.url())) bodies.set(response.url(), response.body());
  });

  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  // A visit that reads the whole page: the mouse wheel down to the footer (a wheel is no press: the toaster stays).
  const pageHeight = Number(await page.evaluate('document.documentElement.scrollHeight'));
  for (let scrolled = 0; scrolled < pageHeight; scrolled += 400) await page.mouse.wheel(0, 400);
  await page.waitForLoadState('networkidle');

  const files = [];
  for (const [url, body] of bodies) {
    const raw = await body;
    // Level 9 of the decoded body: a figure that does not depend on how the server compresses.
    files.push({
      path: new URL(url).pathname,
      firstLoad: critical.has(new URL(url).pathname),
      rawBytes: raw.length,
      gzipBytes: gzipSync(raw, { level: 9 }).length,
    });
  }
  files.sort((a, b) => Number(b.firstLoad) - Number(a.firstLoad) || b.gzipBytes - a.gzipBytes);
  const firstLoad = files.filter((file) => file.firstLoad);
  const totalRawBytes = firstLoad.reduce((sum, file) => sum + file.rawBytes, 0);
  const totalGzipBytes = firstLoad.reduce((sum, file) => sum + file.gzipBytes, 0);
  const allInGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const deferredGzipBytes = allInGzipBytes - totalGzipBytes;
  const totalGzipKB = Number(kb(totalGzipBytes));
  const allInGzipKB = Number(kb(allInGzipBytes));
  const withinBudget = allInGzipKB <= BUDGET_KB;

  console.table(
    files.map((file) => ({
      file: file.path,
      when: file.firstLoad ? 'first load' : 'deferred',
      'raw KB': kb(file.rawBytes),
      'gzip KB': kb(file.gzipBytes),
    })),
  );
  console.log(
    `first-load JS: ${firstLoad.length} files, ${kb(totalRawBytes)} KB raw, ${kb(totalGzipBytes)} KB gzipped`,
  );
  console.log(
    `deferred JS (after the first load, scrolled to the bottom): ${kb(deferredGzipBytes)} KB gzipped`,
  );
  console.log(
    `all in: ${kb(allInGzipBytes)} KB gzipped; budget ${BUDGET_KB} KB: ${withinBudget ? 'within' : 'OVER'}`,
  );
  console.log(`requests to other hosts: ${externalRequests.length}`);
  for (const url of externalRequests) console.log(`  ${url}`);
  for (const message of pageErrors) console.error(`page error: ${message}`);

  const file = await writeResult('first-load-js', {
    ...machine,
    chromium: browser.version(),
    url: `${server.url}/`,
    files,
    totalRawBytes,
    totalGzipBytes,
    totalGzipKB,
    deferredGzipBytes,
    allInGzipBytes,
    allInGzipKB,
    budgetKB: BUDGET_KB,
    withinBudget,
    externalRequests,
    pageErrors,
  });
  console.log(`written ${file}`);
  return args.check && (!withinBudget || externalRequests.length > 0) ? 1 : 0;
}

await runScript(main);
