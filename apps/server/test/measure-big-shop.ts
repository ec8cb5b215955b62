/**
 * The big-shop bench's measuring half (bench/big-shop.ts runs it once per size): migrates the empty database at
 * `--url`, seeds a shop of the given size, times each list's service call (its database round trips included)
 * and prints the figures as JSON on the last line. Lives here to use the server's own services.
 */
import { parseArgs } from 'node:util';
import type { AllOrdersInput, CatalogueSearchInput } from '@partsmith/contracts';
import { createDb, type Database } from '@partsmith/db';
import { seedBigShop } from '@partsmith/db/testing';
import { searchCatalogue } from '../src/catalog/search-catalogue';
import { listAllOrders } from '../src/orders/list-all-orders';
import { listOwnOrders } from '../src/orders/list-own-orders';

const WARM_UP = 10;

type Measure = (db: Database, measuredCustomerId: string) => Promise<unknown>;

const page = (input: Partial<CatalogueSearchInput>) => (db: Database) =>
  searchCatalogue({ db, input: { sort: 'newest', ...input } });
/** Pages 1 and 2: the second is the cursor query a visitor paging on sends. */
const twoPages = (input: Partial<CatalogueSearchInput>) => async (db: Database) => {
  const first = await searchCatalogue({ db, input: { sort: 'newest', ...input } });
  return (
    first.nextCursor && searchCatalogue({ db, input: { sort: 'newest', ...input, after: first.nextCursor } })
  );
};
const allOrders = (input: Partial<AllOrdersInput>) => (db: Database) =>
  listAllOrders({ db, input: { page: 1, pageSize: 20, ...input } });

/** What a visitor, a customer and an admin ask for. */
const MEASURES: Record<string, Measure> = {
  'catalogue, newest, page 1': page({}),
  'catalogue, price, pages 1+2': twoPages({ sort: 'price-asc' }),
  'search "bolt" (1 name in 20)': page({ q: 'bolt' }),
  'search "washer 1999" (rare)': page({ q: 'washer 1999' }),
  'My Orders (25 orders)': (db, measuredCustomerId) => listOwnOrders({ db, userId: measuredCustomerId }),
  'All Orders, page 1 (with total)': allOrders({}),
  'All Orders, shipped, page 5 (with total)': allOrders({ status: 'shipped', page: 5 }),
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    parts: { type: 'string' },
    orders: { type: 'string' },
    customers: { type: 'string' },
    iterations: { type: 'string', default: '200' },
  },
});
const size = {
  parts: Number(values.parts),
  orders: Number(values.orders),
  customers: Number(values.customers),
};
const handle = createDb({ url: values.url ?? '', maxConnections: 2 });
try {
  await handle.migrate();
  const seeding = performance.now();
  const { measuredCustomerId } = await seedBigShop(handle.db, size);
  const seedSeconds = Math.round((performance.now() - seeding) / 1000);
  const figures: Record<string, { p50: number; p99: number }> = {};
  for (const [name, measure] of Object.entries(MEASURES)) {
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + Number(values.iterations); i += 1) {
      const start = performance.now();
      await measure(handle.db, measuredCustomerId);
      if (i >= WARM_UP) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    figures[name] = { p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
  }
  console.log(JSON.stringify({ ...size, seedSeconds, figures }));
} finally {
  await handle.close();
}
