/**
 * The big-shop bench's client (measure-big-shop.ts starts it as a worker thread): asks for every measure's lists as
 * the web app and REST clients do, over one kept-alive connection, and tells the server's thread which requests
 * were which. A worker has a V8 heap of its own, so its answers, buffers and parsed JSON are not the server's
 * garbage: until 3 Dec the client shared the server's heap, whose young generation was then collected every
 * ~55 ms of calls instead of every ~85 ms (one search, `--trace-gc`).
 */

import { Agent, get as httpGet } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import {
  BENCH_CALL_HEADER,
  type ClientMessage,
  type ClientSettings,
  type Headers,
  type HostMessage,
} from './big-shop-protocol';

const settings = workerData as ClientSettings;
const port = parentPort;
if (!port) throw new Error('big-shop-client runs as a worker thread of measure-big-shop.ts');

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/** GET, as a browser asks (gzip), answering the JSON of a 200. */
function getJson(url: URL, headers: Headers): Promise<unknown> {
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

const tell = (message: ClientMessage) => port.postMessage(message);
/** Asks the server's thread for a full collection and waits until it is done. */
const collectServerGarbage = () =>
  new Promise<void>((resolve) => {
    port.once('message', (message: HostMessage) => {
      if (message.type === 'collected') resolve();
    });
    tell({ type: 'collect' });
  });

let call = 0;
for (const [name, measure] of Object.entries(
  measures(
    () => settings.customerHeaders,
    () => settings.adminHeaders,
  ),
)) {
  if (!name.includes(settings.only)) continue;
  let firstTimed = 0;
  const untimed = settings.warmUp + settings.settle;
  for (let i = 0; i < untimed + settings.iterations; i += 1) {
    // What a first use built (the search index, a sort's order) leaves garbage whose full collection would land in
    // whichever measure comes next: collected after the warm-up, so each p99 is the measure's own.
    if (i === settings.warmUp) await collectServerGarbage();
    if (i === untimed) firstTimed = call + 1;
    call += 1;
    const headers = { [BENCH_CALL_HEADER]: String(call) };
    await measure((url, more = {}) => getJson(new URL(url, settings.origin), { ...more, ...headers }));
  }
  tell({ type: 'measured', name, calls: { first: firstTimed, last: call } });
}
tell({ type: 'done' });
