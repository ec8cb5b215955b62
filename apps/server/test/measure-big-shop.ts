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
 * asks for gzip as a browser does, so the answer's compression is in the figure too.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
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

const WARM_UP = 10;
/** A full collection, when the process runs with `--expose-gc` (bench/big-shop.ts starts it so). */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * The client: node:http on one kept-alive connection. It shares the server's heap, so the lightest there is:
 * `fetch`'s web streams left ~15 KB a request alive at each young-generation collection (6 KB with this one).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function get(url: URL, headers: Headers): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      url,
      { agent, headers: { 'accept-encoding': 'gzip', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString();
          if (response.statusCode === 200) resolve(JSON.parse(body));
          else reject(new Error(`${url.pathname}: ${response.statusCode} ${body}`));
        });
      },
    );
    request.on('error', reject);
  });
}

type App = Awaited<ReturnType<typeof buildApp>>;
type Headers = Record<string, string>;
/** One measured request (or two, for a second page), answering the JSON it received. */
type Measure = (send: (url: string, headers?: Headers) => Promise<unknown>) => Promise<unknown>;

const query = (values: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    for (const one of [value].flat()) params.append(name, one);
  return params.toString();
};
const parts = (values: Record<string, string>) => `/api/parts?${query({ sort: 'newest', ...values })}`;
/** Pages 1 and 2: the second is the cursor request a visitor paging on sends. */
const twoPages =
  (values: Record<string, string>): Measure =>
  async (send) => {
    const first = (await send(parts(values))) as { nextCursor: string | null };
    return first.nextCursor && send(parts({ ...values, after: first.nextCursor }));
  };
/** A category page as the web app asks for it: the first page, the total and every facet's counts, together. */
const category = (slug: string, values: Record<string, string | string[]> = {}) =>
  `/api/categories/${slug}/parts?${query(values)}`;
const suggest = (q: string) => `/api/parts/suggestions?${query({ q })}`;
/** The signed-in lists as the web app calls them (tRPC GET): REST has no search for All Orders. */
const trpc = (path: string, input: unknown) =>
  `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
const allOrders = (input: Record<string, unknown>) => trpc('orders.all', { pageSize: 20, ...input });
/**
 * A later keyset page of All Orders: its cursor is found on the first (warm-up) call by walking the pages before
 * it; every timed call asks for that page alone, as an admin pressing Next does.
 */
function laterOrdersPage(input: Record<string, unknown>, page: number, admin: () => Headers): Measure {
  let after: string | undefined;
  return async (send) => {
    if (after === undefined) {
      let walked = (await send(allOrders(input), admin())) as { result: { data: { nextCursor: string } } };
      for (let n = 2; n < page; n += 1)
        walked = (await send(
          allOrders({ ...input, after: walked.result.data.nextCursor }),
          admin(),
        )) as typeof walked;
      after = walked.result.data.nextCursor;
    }
    return send(allOrders({ ...input, after }), admin());
  };
}

/** What a visitor, a customer and an admin ask for; `customer` and `admin` are their session's headers. */
function measures(customer: () => Headers, admin: () => Headers): Record<string, Measure> {
  const get = (url: string, headers?: () => Headers) => (send: Parameters<Measure>[0]) =>
    send(url, headers?.());
  return {
    'catalogue, newest, page 1': get(parts({})),
    'catalogue, price, pages 1+2': twoPages({ sort: 'price-asc' }),
    'category page, Bolts, no filter': get(category('bolts')),
    'category page, Bolts, two facets': get(
      category('bolts', { choice: ['grade:8.8', 'finish:Zinc plated'] }),
    ),
    'category page, Fasteners, two facets and a range': get(
      category('fasteners', {
        choice: ['material:Stainless steel', 'standard:ISO 4032'],
        range: ['diameter:8..12'],
      }),
    ),
    'search "bolt" (1 name in 20)': get(parts({ q: 'bolt' })),
    'search "washer 1999" (rare)': get(parts({ q: 'washer 1999' })),
    'search "bolt hex" (words in another order)': get(parts({ q: 'bolt hex' })),
    // A word with two pages at every size: at 1k parts "bolt hex" (its row until 2 Dec) had one, so one request.
    'search "bolt", by price, pages 1+2': twoPages({ q: 'bolt', sort: 'price-asc' }),
    'search "bering" (misspelt)': get(parts({ q: 'bering' })),
    'suggestions "bolt" (1 name in 20, ranked)': get(suggest('bolt')),
    'suggestions "b" (every word starting b, ranked)': get(suggest('b')),
    'suggestions "1999 washer" (rare, another order)': get(suggest('1999 washer')),
    'suggestions "P-000999" (exact part number)': get(suggest('P-000999')),
    'suggestions "bering" (misspelt)': get(suggest('bering')),
    'My Orders (25 orders), page 1 (capped count)': get(trpc('orders.mine', { pageSize: 20 }), customer),
    'All Orders, page 1 (capped count)': get(allOrders({}), admin),
    'All Orders, shipped, page 5 (keyset, capped count)': laterOrdersPage({ status: 'shipped' }, 5, admin),
    'All Orders, search by email (one customer)': get(allOrders({ search: 'bench.customer.998@' }), admin),
    'All Orders, search by order number': get(allOrders({ search: 'PS-012345' }), admin),
    'All Orders, search by name (111 customers)': get(allOrders({ search: 'customer 12' }), admin),
    'All Orders, search by name (every customer)': get(allOrders({ search: 'customer' }), admin),
    'All Users, page 1 (capped count)': get(trpc('admin.users.list', { pageSize: 20 }), admin),
    'All Users, email search (rare)': get(
      trpc('admin.users.list', { pageSize: 20, search: 'customer.999@' }),
      admin,
    ),
  };
}

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
  // The server's time for each request, summed over a measure's requests (two for a second page).
  let serverMs = 0;
  server.server.prependListener('request', (_request, response) => {
    const start = performance.now();
    response.once('finish', () => {
      serverMs += performance.now() - start;
    });
  });
  const send = (url: string, headers: Headers = {}) => get(new URL(url, origin), headers);
  const figures: Record<string, { p50: number; p99: number }> = {};
  const loadBefore = loadavg()[0];
  for (const [name, measure] of Object.entries(
    measures(
      () => customerHeaders,
      () => adminHeaders,
    ),
  )) {
    if (!name.includes(values.only)) continue;
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + Number(values.iterations); i += 1) {
      // What a first use built (the search index, a sort's order) leaves garbage whose full collection would land
      // in whichever measure comes next: collected before the timed calls, so each p99 is the measure's own.
      if (i === WARM_UP) collectGarbage();
      serverMs = 0;
      await measure(send);
      // 'finish' comes before the client can read the answer's last byte, which needs another turn of the loop.
      if (serverMs === 0) throw new Error(`${name}: the server's time was not recorded`);
      if (i >= WARM_UP) times.push(serverMs);
    }
    times.sort((a, b) => a - b);
    figures[name] = { p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
  }
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
