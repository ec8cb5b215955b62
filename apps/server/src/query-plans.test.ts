import type { AllOrdersInput, CatalogueSearchInput } from '@partsmith/contracts';
import { createDb, type Database, type DatabaseHandle } from '@partsmith/db';
import {
  createTestDatabase,
  seedBigShop,
  type TestDatabase,
  testDatabaseTarget,
} from '@partsmith/db/testing';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCatalogue } from './catalog/search-catalogue';
import { listAllOrders } from './orders/list-all-orders';
import { listOwnOrders } from './orders/list-own-orders';

/** The tables that grow with the shop: no statement may read them whole. */
const BIG_TABLES = new Set(['products', 'orders']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScansOnBigTables(node: PlanNode): string[] {
  const here =
    node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'] ?? '')
      ? [node['Relation Name'] ?? '']
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(seqScansOnBigTables)];
}

/**
 * Every statement the catalogue page, search, My Orders and All Orders send is EXPLAINed over a shop big enough
 * (20,000 parts, 100,000 orders, statistics analysed) that the planner's choices are the ones it makes at scale.
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
      customers: 2_000,
    }));
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
    return Promise.all(
      sent.map(async ({ statement, parameters }) => {
        const [row] = await explainer.unsafe(`explain (format json) ${statement}`, parameters as never[]);
        const plan = (row?.['QUERY PLAN'] as { Plan: PlanNode }[] | undefined)?.[0]?.Plan;
        return {
          statement,
          seqScans: plan ? seqScansOnBigTables(plan) : ['no plan'],
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
  const allOrders = (input: Partial<AllOrdersInput>) => (db: Database) =>
    listAllOrders({ db, input: { page: 1, pageSize: 20, ...input } as AllOrdersInput });

  it.each<[string, (db: Database) => Promise<unknown>]>([
    ['the catalogue, newest first', search({})],
    ['the catalogue by price, low to high', search({ sort: 'price-asc' })],
    ['the catalogue by price, high to low', search({ sort: 'price-desc' })],
    ['the catalogue by name', search({ sort: 'name' })],
    ['a search for a common word', search({ q: 'bolt' })],
    ['a search for a rare name', search({ q: 'washer 1999' })],
    ['a search by name order', search({ q: 'gear', sort: 'name' })],
    ['My Orders', (db) => listOwnOrders({ db, userId: measuredId })],
    ['All Orders, first page', allOrders({})],
    ['All Orders, a later page', allOrders({ page: 40 })],
    ['All Orders, one status', allOrders({ status: 'shipped' })],
  ])('%s: no sequential scan of products or orders', async (_name, run) => {
    // All Orders' total is a count over every order of the filter: it grows with the table whatever the plan
    // (known, in bench/README.md), so only the statements that fetch rows are held to this.
    const plans = (await plansOf(run)).filter((plan) => !plan.statement.startsWith('select count(*)'));
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.filter((plan) => plan.seqScans.length > 0)).toEqual([]);
  });
});
