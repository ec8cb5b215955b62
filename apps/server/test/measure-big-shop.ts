/**
 * The big-shop bench's measuring half (bench/big-shop.ts runs it once per size): migrates the empty database at
 * `--url`, seeds a shop of the given size, times each list's service call (its database round trips included)
 * and prints the figures as JSON on the last line. Lives here to use the server's own services.
 */

import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type {
  AllOrdersInput,
  CatalogueSearchInput,
  CategoryPageQuery,
  UserListInput,
} from '@partsmith/contracts';
import { createDb, type Database } from '@partsmith/db';
import { seedBigShop, specifyBigShop } from '@partsmith/db/testing';
import { listUsers } from '../src/accounts/list-users';
import { type CatalogueReadModel, createCatalogueReadModel } from '../src/catalog/catalogue-read-model';
import { categoryPage } from '../src/catalog/category-page';
import { searchCatalogue } from '../src/catalog/search-catalogue';
import { bestMatches } from '../src/catalog/suggest-parts';
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
/** A category page as its route asks for it: the first page, the total and every facet's counts, together. */
const category = (input: Partial<CategoryPageQuery> & { slug: string }) => (db: Database) =>
  categoryPage({ db, catalogue: catalogueOf(db), input: { sort: 'newest', ...input } });
/** The server's catalogue read model on the measured database: loaded on the first call (a warm-up), then kept. */
const readModels = new WeakMap<Database, CatalogueReadModel>();
function catalogueOf(db: Database): CatalogueReadModel {
  const model = readModels.get(db) ?? createCatalogueReadModel({ db });
  readModels.set(db, model);
  return model;
}
/** The search box's suggestions as a buyer types: the best 8, ranked (the parts themselves come from memory). */
const suggest = (search: string) => (db: Database) => bestMatches({ db, search, limit: 8 });
const allOrders = (input: Partial<AllOrdersInput>) => (db: Database) =>
  listAllOrders({ db, input: { pageSize: 20, ...input } });
/**
 * A later keyset page of All Orders: its cursor is found on the first (warm-up) call by walking the pages before
 * it; every timed call asks for that page alone, as an admin pressing Next does.
 */
function laterOrdersPage(input: Partial<AllOrdersInput>, page: number): Measure {
  let after: string | undefined;
  return async (db) => {
    if (after === undefined) {
      let walked = await allOrders(input)(db);
      for (let n = 2; n < page; n += 1)
        walked = await allOrders({ ...input, after: walked.nextCursor ?? '' })(db);
      after = walked.nextCursor ?? '';
    }
    return allOrders({ ...input, after })(db);
  };
}
const allUsers = (input: Partial<UserListInput>) => (db: Database) =>
  listUsers({ db, input: { pageSize: 20, ...input } });

/** What a visitor, a customer and an admin ask for. */
const MEASURES: Record<string, Measure> = {
  'catalogue, newest, page 1': page({}),
  'catalogue, price, pages 1+2': twoPages({ sort: 'price-asc' }),
  'category page, Bolts, no filter': category({ slug: 'bolts' }),
  'category page, Bolts, two facets': category({
    slug: 'bolts',
    choice: ['grade:8.8', 'finish:Zinc plated'],
  }),
  'category page, Fasteners, two facets and a range': category({
    slug: 'fasteners',
    choice: ['material:Stainless steel', 'standard:ISO 4032'],
    range: ['diameter:8..12'],
  }),
  'search "bolt" (1 name in 20)': page({ q: 'bolt' }),
  'search "washer 1999" (rare)': page({ q: 'washer 1999' }),
  'search "bolt hex" (words in another order)': page({ q: 'bolt hex' }),
  'search "bering" (misspelt)': page({ q: 'bering' }),
  'suggestions "bolt" (1 name in 20, ranked)': suggest('bolt'),
  'suggestions "1999 washer" (rare, another order)': suggest('1999 washer'),
  'suggestions "P-000999" (exact part number)': suggest('P-000999'),
  'My Orders (25 orders), page 1 (capped count)': (db, measuredCustomerId) =>
    listOwnOrders({ db, userId: measuredCustomerId, page: { pageSize: 20 } }),
  'All Orders, page 1 (capped count)': allOrders({}),
  'All Orders, shipped, page 5 (keyset, capped count)': laterOrdersPage({ status: 'shipped' }, 5),
  'All Orders, search by email (one customer)': allOrders({ search: 'bench.customer.998@' }),
  'All Orders, search by order number': allOrders({ search: 'PS-012345' }),
  'All Orders, search by name (111 customers)': allOrders({ search: 'customer 12' }),
  'All Orders, search by name (every customer)': allOrders({ search: 'customer' }),
  'All Users, page 1 (capped count)': allUsers({}),
  'All Users, email search (rare)': allUsers({ search: 'customer.999@' }),
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
  await specifyBigShop(handle.db);
  const seedSeconds = Math.round((performance.now() - seeding) / 1000);
  const figures: Record<string, { p50: number; p99: number }> = {};
  const loadBefore = loadavg()[0];
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
  // The machine's 1-minute load average as this size's measuring began and ended: figures drift with it.
  const loadAverage1m = [loadBefore, loadavg()[0]].map((load) => Number(load?.toFixed(2)));
  console.log(JSON.stringify({ ...size, seedSeconds, loadAverage1m, figures }));
} finally {
  await handle.close();
}
