import type { AllOrdersInput, CatalogueSearchInput, UserListInput } from '@partsmith/contracts';
import { createDb, type Database, type DatabaseHandle } from '@partsmith/db';
import {
  createTestDatabase,
  seedBigShop,
  type TestDatabase,
  testDatabaseTarget,
} from '@partsmith/db/testing';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUsers } from './accounts/list-users';
import { exportCatalogue } from './catalog/export-catalogue';
import { searchCatalogue } from './catalog/search-catalogue';
import { bestMatches } from './catalog/search-match';
import { listAllOrders } from './orders/list-all-orders';
import { listOwnOrders } from './orders/list-own-orders';
import { ordersForAccounting } from './orders/orders-for-accounting';

/** The tables that grow with the shop: no statement may read them whole. */
const BIG_TABLES = new Set(['products', 'orders', 'order_lines', 'users']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, the root first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

function seqScansOnBigTables(node: PlanNode): string[] {
  const here =
    node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'] ?? '')
      ? [node['Relation Name'] ?? '']
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(seqScansOnBigTables)];
}

/**
 * Every statement the catalogue page, search, My Orders, All Orders (and its search), All Users and the CSV exports send (counts included) is
 * EXPLAINed over a shop big enough
 * (20,000 parts, 100,000 orders, 20,000 customers, statistics analysed) that the planner's choices are the ones it makes at scale.
 * Postgres only: PGlite is the small embedded default. The timings are the bench's (`bench/big-shop.ts`).
 */
describe.runIf(testDatabaseTarget().kind === 'postgres')('query plans over big tables', () => {
  let database: TestDatabase;
  let traced: DatabaseHandle;
  let explainer: postgres.Sql;
  const sent: { statement: string; parameters: unknown[] }[] = [];
  let measuredId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ measuredCustomerId: measuredId } = await seedBigShop(database.db, {
      parts: 20_000,
      orders: 100_000,
      customers: 20_000,
    }));
    // Statistics from every order instead of ANALYZE's random sample of 30,000: whether the measured customer's
    // 25 orders made the most common values (the planner then expects ~20 rows and walks the index in order) or
    // not (it expects the average 5, for which fetching and sorting is cheaper) was a coin toss, and with it the
    // My Orders plan below. A customer with many orders is always among the most common values.
    await database.db.execute(sql`alter table orders alter column user_id set statistics 10000`);
    await database.db.execute(sql`analyze orders`);
    const url = database.url ?? '';
    traced = createDb({
      url,
      maxConnections: 1,
      onQuery: (statement, parameters) => sent.push({ statement, parameters }),
    });
    explainer = postgres(url, { max: 1, onnotice: () => {} });
  }, 120_000);
  afterAll(async () => {
    await explainer?.end();
    await traced?.close();
    await database?.destroy();
  });

  async function plansOf(run: (db: Database) => Promise<unknown>) {
    sent.length = 0;
    await run(traced.db);
    // The reads; not the transaction's begin, commit and `set local` around a search.
    const reads = sent.filter(({ statement }) => /^select /i.test(statement));
    return Promise.all(
      reads.map(async ({ statement, parameters }) => {
        const [row] = await explainer.unsafe(`explain (format json) ${statement}`, parameters as never[]);
        const plan = (row?.['QUERY PLAN'] as { Plan: PlanNode }[] | undefined)?.[0]?.Plan;
        return {
          statement,
          seqScans: plan ? seqScansOnBigTables(plan) : ['no plan'],
          nodes: plan ? nodesOf(plan) : [],
        };
      }),
    );
  }

  const search = (input: Partial<CatalogueSearchInput>) => async (db: Database) => {
    const first = await searchCatalogue({ db, input: { sort: 'newest', ...input } });
    // The second page too: it continues from a cursor.
    if (first.nextCursor)
      await searchCatalogue({ db, input: { sort: 'newest', ...input, after: first.nextCursor } });
  };
  /** The first page, then the third (by its cursors): every page after the first is the cursor query. */
  const allOrders = (input: Partial<AllOrdersInput>) => async (db: Database) => {
    const first = await listAllOrders({ db, input: { pageSize: 20, ...input } });
    const second = await listAllOrders({
      db,
      input: { pageSize: 20, ...input, after: first.nextCursor ?? '' },
    });
    await listAllOrders({ db, input: { pageSize: 20, ...input, after: second.nextCursor ?? '' } });
  };
  /**
   * The measured customer's orders, 5 to a page: the first page, then the cursor query twice; `hideCancelled` as the
   * spec's REST list asks.
   */
  const ownOrders = (hideCancelled: boolean) => async (db: Database) => {
    const own = { db, userId: measuredId, hideCancelled };
    const first = await listOwnOrders({ ...own, page: { pageSize: 5 } });
    const second = await listOwnOrders({ ...own, page: { pageSize: 5, after: first.nextCursor ?? '' } });
    await listOwnOrders({ ...own, page: { pageSize: 5, before: second.previousCursor ?? '' } });
  };
  /** A search's first page and its count; one customer's orders fill no second page. */
  const searchOrders = (search: string) => (db: Database) =>
    listAllOrders({ db, input: { pageSize: 20, search } });
  const myOrders = ownOrders(false);
  /** What the search box suggests: the best 8. */
  const suggest = (search: string) => (db: Database) => bestMatches({ db, search, limit: 8 });
  /** The accounting export of the last 30 days and of a year: its first page, then the next by its `after`. */
  const accounting = (days: number) => async (db: Database) => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = { from: day(-days + 1), to: day(0) };
    const first = await ordersForAccounting({ db, input: range });
    if (first.after) await ordersForAccounting({ db, input: { ...range, after: first.after } });
  };
  /** The catalogue export's first two pages. */
  const catalogueExport = async (db: Database) => {
    const first = await exportCatalogue({ db, input: {} });
    if (first.after) await exportCatalogue({ db, input: { after: first.after } });
  };
  const allUsers = (input: Partial<UserListInput>) => async (db: Database) => {
    const first = await listUsers({ db, input: { pageSize: 20, ...input } });
    if (first.nextCursor) await listUsers({ db, input: { pageSize: 20, ...input, after: first.nextCursor } });
  };

  it.each<[string, (db: Database) => Promise<unknown>]>([
    ['the catalogue, newest first', search({})],
    ['the catalogue by price, low to high', search({ sort: 'price-asc' })],
    ['the catalogue by price, high to low', search({ sort: 'price-desc' })],
    ['the catalogue by name', search({ sort: 'name' })],
    ['a search for a common word', search({ q: 'bolt' })],
    ['a search for a rare name', search({ q: 'washer 1999' })],
    ['a search by name order', search({ q: 'gear', sort: 'name' })],
    ['a search of words in another order', search({ q: 'bolt hex' })],
    ['a search for a misspelt name', search({ q: 'bering' })],
    ['suggestions for an exact part number', suggest('P-001999')],
    ['suggestions for words in another order', suggest('1999 washer')],
    ['suggestions for a common word', suggest('bolt')],
    ['suggestions for a misspelt name', suggest('bering thrust')],
    ['My Orders, pages 1 and 2 and back, with their capped count', myOrders],
    ['My Orders over REST (cancelled left out), pages 1 and 2 and back', ownOrders(true)],
    ['All Orders, pages 1 to 3 with their capped count', allOrders({})],
    ['All Orders of one status, pages 1 to 3', allOrders({ status: 'shipped' })],
    ['All Orders, a search for one customer by email', searchOrders('customer.1999@')],
    ['All Orders, a search for an order number', searchOrders('PS-012345')],
    ['All Users, pages 1 and 2', allUsers({})],
    ['All Users, an email search', allUsers({ search: 'customer.1999@' })],
    ['the accounting export of 30 days, pages 1 and 2', accounting(30)],
    ['the accounting export of a year, pages 1 and 2', accounting(366)],
    ['the catalogue export, pages 1 and 2', catalogueExport],
  ])('%s: no sequential scan of products, orders, their lines or users', async (_name, run) => {
    const plans = await plansOf(run);
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.filter((plan) => plan.seqScans.length > 0)).toEqual([]);
  });

  it("reads My Orders' pages in the order of orders_user_id_idx (no sort), and orders only through it", async () => {
    const plans = await plansOf(myOrders);
    // Each page's lines are read after it, by the lines' primary key (the check above): not a page of orders.
    const pages = plans.filter(({ statement }) => !/^select count\(|from "order_lines"/i.test(statement));
    expect(pages.length).toBe(3);
    const sorted = pages.filter(({ nodes }) => nodes.some((node) => node['Node Type'] === 'Sort'));
    expect(sorted.map(({ statement }) => statement)).toEqual([]);
    // The capped count may sort what it found (a few dozen rows: cheaper than walking the index in order), but
    // only the customer's own rows: every read of orders is by this index, or the cursor's row by primary key.
    const readsOfOrders = plans.flatMap(({ nodes }) =>
      nodes.filter((node) => node['Relation Name'] === 'orders' || node['Index Name']?.startsWith('orders')),
    );
    // A bitmap heap scan fetches the rows its bitmap index scan (a node of its own) found.
    const how = new Set(readsOfOrders.map((node) => node['Index Name'] ?? node['Node Type']));
    expect(how).toContain('orders_user_id_idx');
    expect(
      [...how].filter((read) => !['orders_user_id_idx', 'orders_pkey', 'Bitmap Heap Scan'].includes(read)),
    ).toEqual([]);
  });

  it('plans a search for its own words every time: never one generic plan for every word', async () => {
    // A generic plan walks the newest index and filters: right for a common word, the whole index for a rare one.
    // Postgres may switch a named prepared statement to one after its fifth run; drizzle names (prepares) only
    // `.prepare(name)` queries, so the search goes unnamed and is planned with its own words on every call.
    for (let run = 0; run < 8; run += 1)
      await searchCatalogue({ db: traced.db, input: { sort: 'newest', q: 'bolt' } });
    // The traced pool's one connection: the session whose prepared statements these are. postgres.js rows.
    const prepared = (await traced.db.execute(
      sql`select statement, generic_plans::int as generic from pg_prepared_statements where statement ilike '%"products"%'`,
    )) as unknown as { statement: string; generic: number }[];
    expect(prepared.filter((statement) => statement.generic > 0)).toEqual([]);
  });
});
