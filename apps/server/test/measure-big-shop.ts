/**
 * The big-shop bench's measuring half (bench/big-shop.ts runs it once per size): migrates the empty database at
 * `--url`, seeds a shop of the given size, builds the server as `main.ts` does at the shop's defaults (production,
 * LOG_LEVEL=info, JSON log lines), listens on a loopback port and times each list as the server's own time for an
 * HTTP request (from Node's `request` event to the response's `finish`): routing, the schemas, the services, the
 * database round trips, serialization and the log. It prints the figures as JSON on a line of its own (the log's
 * lines go to stdout too). Lives here to use the server's own code.
 *
 * Not `app.inject` (until 2 Dec): injected requests that touch no I/O (a search from memory) never let the event
 * loop turn, so each response waited for light-my-request's null socket (`setImmediate`). A heap snapshot after
 * 3,000 held all 3,000, each young-generation collection copied ~1.8 MB of them (a 3-5 ms pause) and every p99
 * under 5 ms was that pause. Through a socket the loop turns between requests as a server's does, and the client
 * asks for gzip as a browser does, so the answer's compression is in the figure too. The client is a worker thread
 * (big-shop-client.ts), so the server's heap holds only what a server's would.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { seedBigShop, specifyBigShop } from '@partsmith/db/testing';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createCatalogueReadModel } from '../src/catalog/catalogue-read-model';
import { similarityTo } from '../src/catalog/name-trigrams';
import { buildSearchIndex } from '../src/catalog/search-index';
import { parseConfig, readLogSettings } from '../src/config';
import { openDatabase } from '../src/database';
import { createLogger } from '../src/logger';
import { insertAccount, startSession } from './accounts';
import {
  BENCH_CALL_HEADER,
  type ClientMessage,
  type ClientSettings,
  type HostMessage,
} from './big-shop-protocol';

const WARM_UP = 10;
const SETTLE = 200;
/** A full collection, when the process runs with `--expose-gc` (bench/big-shop.ts starts it so). */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

type App = Awaited<ReturnType<typeof buildApp>>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    parts: { type: 'string' },
    orders: { type: 'string' },
    customers: { type: 'string' },
    iterations: { type: 'string', default: '200' },
    /** Only the measures whose name holds this text (`--only search`): a quicker look at a few. */
    only: { type: 'string', default: '' },
  },
});
const size = {
  parts: Number(values.parts),
  orders: Number(values.orders),
  customers: Number(values.customers),
};
/** The shop's defaults in production: only what production insists on is set (test/test-app.ts does the same). */
const environment = {
  NODE_ENV: 'production',
  DATABASE_URL: values.url ?? '',
  PUBLIC_URL: 'http://127.0.0.1:3000',
  SHOP_COUNTRY: 'GB',
  DEMO_DATA: 'false',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'partsmith-big-shop-')),
};
const { logger } = await createLogger(readLogSettings(environment));
const config = parseConfig(environment);
const handle = await openDatabase(config, logger);
let app: App | undefined;
try {
  const seeding = performance.now();
  const { measuredCustomerId } = await seedBigShop(handle.db, size);
  await specifyBigShop(handle.db);
  // The seed's unpaid orders are placed "now" and so already past their reservation: the app's sweep would cancel
  // them (200,000 at 1M orders) a batch at a time while we measure, each batch restocking parts and so a new
  // catalogue version. A live shop's unpaid orders are the last half hour's, within their reservation.
  await handle.db.execute(
    sql`update orders set reserved_until = now() + interval '1 day' where status = 'unpaid'`,
  );
  const seedSeconds = Math.round((performance.now() - seeding) / 1000);
  const searchIndex = await measureSearchIndex(handle.db);
  const admin = await insertAccount(handle.db, { role: 'admin' });
  const sessionHeaders = (token: string) => ({
    cookie: `__Host-partsmith_session=${token}`,
    'sec-fetch-site': 'same-origin',
  });
  const customerHeaders = sessionHeaders(await startSession(handle.db, measuredCustomerId));
  const adminHeaders = sessionHeaders(await startSession(handle.db, admin.id));
  app = await buildApp({ config, db: handle.db, logger });
  const server = app;
  const origin = await server.listen({ host: '127.0.0.1', port: 0 });
  const loadBefore = loadavg()[0];
  const figures = await measureThroughClient(server, {
    origin,
    customerHeaders,
    adminHeaders,
    warmUp: WARM_UP,
    settle: SETTLE,
    iterations: Number(values.iterations),
    only: values.only ?? '',
  });
  // The machine's 1-minute load average as this size's measuring began and ended: figures drift with it.
  const loadAverage1m = [loadBefore, loadavg()[0]].map((load) => Number(load?.toFixed(2)));
  console.log(JSON.stringify({ ...size, seedSeconds, loadAverage1m, searchIndex, figures }));
} finally {
  const closing = (async () => {
    await app?.close();
    await handle.close();
  })();
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  rmSync(environment.DATA_DIR, { recursive: true, force: true });
}
// Something of the production app outlives its close (the process stayed up after the figures): they are out, so
// end here, or bench/big-shop.ts would wait for it for ever.
process.exit(0);

/**
 * Runs the measures in the client's worker thread and times each call on the server's: its requests' time from
 * Node's `request` event to the response's `finish` (summed for a second page), by the call number the client
 * puts in a header.
 */
function measureThroughClient(server: App, settings: ClientSettings) {
  const serverMs = new Map<number, number>();
  server.server.prependListener('request', (request, response) => {
    const start = performance.now();
    const call = Number(request.headers[BENCH_CALL_HEADER]);
    response.once('finish', () => {
      serverMs.set(call, (serverMs.get(call) ?? 0) + performance.now() - start);
    });
  });
  const client = new Worker(new URL('./big-shop-client.ts', import.meta.url), { workerData: settings });
  const figures: Record<string, { p50: number; p99: number }> = {};
  return new Promise<typeof figures>((resolve, reject) => {
    client.on('error', reject);
    client.on('message', (message: ClientMessage) => {
      if (message.type === 'collect') {
        collectGarbage();
        client.postMessage({ type: 'collected' } satisfies HostMessage);
      } else if (message.type === 'measured') {
        const times: number[] = [];
        for (let call = message.calls.first; call <= message.calls.last; call += 1) {
          const ms = serverMs.get(call);
          // 'finish' is the server's; the client's word that the measure ended comes after its last answer.
          if (!ms)
            return reject(new Error(`${message.name}: the server's time of call ${call} was not recorded`));
          times.push(ms);
        }
        times.sort((a, b) => a - b);
        figures[message.name] = { p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
      } else {
        void client.terminate();
        resolve(figures);
      }
    });
  });
}

/**
 * What the catalogue read model's search index costs at this size (decision 0072): the time to build it from a
 * loaded snapshot, and the memory it holds (heap and typed arrays, after a full collection when `--expose-gc`).
 */
async function measureSearchIndex(db: typeof handle.db) {
  const snapshot = await createCatalogueReadModel({ db }).current();
  collectGarbage();
  const before = process.memoryUsage();
  const start = performance.now();
  const index = buildSearchIndex(snapshot);
  const buildMs = round(performance.now() - start);
  collectGarbage();
  const after = process.memoryUsage();
  // The names' trigrams, built on the first search that needs them (a misspelt word, part of a name).
  const trigramsStart = performance.now();
  similarityTo(index, 'bolt');
  const nameTrigramsBuildMs = round(performance.now() - trigramsStart);
  collectGarbage();
  const withTrigrams = process.memoryUsage();
  return {
    buildMs,
    words: index.words.length,
    postings: index.postings.length,
    heapUsedMB: megabytes(after.heapUsed - before.heapUsed),
    arrayBuffersMB: megabytes(after.arrayBuffers - before.arrayBuffers),
    nameTrigramsBuildMs,
    nameTrigramsHeapMB: megabytes(withTrigrams.heapUsed - after.heapUsed),
    nameTrigramsArrayBuffersMB: megabytes(withTrigrams.arrayBuffers - after.arrayBuffers),
    collected: typeof (globalThis as { gc?: unknown }).gc === 'function',
  };
}
