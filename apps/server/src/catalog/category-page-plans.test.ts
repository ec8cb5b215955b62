import type { CategoryPageQuery } from '@partsmith/contracts';
import { createDb, type DatabaseHandle } from '@partsmith/db';
import { seedDemoData } from '@partsmith/db/seed';
import { createTestDatabase, type TestDatabase, testDatabaseTarget } from '@partsmith/db/testing';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPage } from './category-page';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScansOn(node: PlanNode, table: string): number {
  const here = node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table ? 1 : 0;
  return here + (node.Plans ?? []).reduce((sum, child) => sum + seqScansOn(child, table), 0);
}

const PARTS = 100_000;

/**
 * Every statement a category page sends (page, total, in-stock count, price extent, each facet's counts), EXPLAINed
 * over 100,000 parts with their specifications (the demo shop's 313 parts copied over its categories), statistics
 * analysed. Postgres only, as `query-plans.test.ts`.
 */
describe.runIf(testDatabaseTarget().kind === 'postgres')('category page plans at 100k parts', () => {
  let database: TestDatabase;
  let traced: DatabaseHandle;
  let explainer: postgres.Sql;
  const sent: { statement: string; parameters: unknown[] }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedDemoData(db);
    await db.execute(sql`
      create temp table big as
      select gen_random_uuid() as id, g, p.id as source
      from generate_series(1, ${PARTS}) g
      join (select row_number() over (order by id) - 1 as k, id from products) p
        on p.k = g % (select count(*) from products)`);
    await db.execute(sql`
      insert into products (id, part_number, name, description, price_cents, quantity, minimum_order_quantity,
                            category_id, image_id, created_at)
      select big.id, 'BIG-' || big.g, p.name || ' ' || big.g, p.description, p.price_cents + big.g % 500,
             case when big.g % 9 = 0 then 0 else p.quantity end, 1, p.category_id, p.image_id,
             now() - big.g * interval '1 second'
      from big join products p on p.id = big.source`);
    await db.execute(sql`
      insert into product_specifications (product_id, attribute_id, number_value, choice_value, boolean_value)
      select big.id, s.attribute_id, s.number_value, s.choice_value, s.boolean_value
      from big join product_specifications s on s.product_id = big.source`);
    // As autovacuum leaves a table: statistics, and the visibility map that lets index-only scans skip the heap.
    await db.execute(sql`vacuum analyze`);
    const url = database.url ?? '';
    traced = createDb({
      url,
      maxConnections: 1,
      onQuery: (statement, parameters) => sent.push({ statement, parameters }),
    });
    explainer = postgres(url, { max: 1, onnotice: () => {} });
  }, 300_000);
  afterAll(async () => {
    await explainer?.end();
    await traced?.close();
    await database?.destroy();
  });

  async function plansOf(input: Partial<CategoryPageQuery> & { slug: string }) {
    sent.length = 0;
    const first = await categoryPage({ db: traced.db, input: { sort: 'newest', ...input } });
    expect(first.total).toBeGreaterThan(0);
    if (first.nextCursor)
      await categoryPage({ db: traced.db, input: { sort: 'newest', ...input, after: first.nextCursor } });
    const reads = sent.filter(({ statement }) => /^select /i.test(statement));
    return Promise.all(
      reads.map(async ({ statement, parameters }) => {
        const [row] = await explainer.unsafe(`explain (format json) ${statement}`, parameters as never[]);
        const plan = (row?.['QUERY PLAN'] as { Plan: PlanNode }[] | undefined)?.[0]?.Plan;
        return { statement, seqScans: plan ? seqScansOn(plan, 'products') : 1 };
      }),
    );
  }

  it.each<[string, Partial<CategoryPageQuery> & { slug: string }]>([
    ['a top category, no filters', { slug: 'fasteners' }],
    ['a top category, one choice', { slug: 'fasteners', choice: ['material:Stainless steel'] }],
    ['a sub-category, no filters, by price', { slug: 'nuts', sort: 'price-asc' }],
    ['two choices of one facet', { slug: 'nuts', choice: ['grade:8', 'grade:10'] }],
    [
      'two facets and a range',
      { slug: 'bolts', choice: ['grade:8.8', 'finish:Zinc plated'], range: ['diameter:8..12'] },
    ],
    [
      'a yes/no facet, in stock, a price range',
      { slug: 'nuts', choice: ['locking:yes'], inStock: true, minPrice: 300, maxPrice: 900 },
    ],
    [
      'every kind at once, by name',
      {
        slug: 'bearings',
        sort: 'name',
        choice: ['seal:2RS rubber', 'material:Chrome steel'],
        range: ['bore:10..30', 'load-rating:5..'],
        inStock: 'true',
        maxPrice: '2000',
      },
    ],
  ])('%s: no sequential scan of products', async (_name, input) => {
    const plans = await plansOf(input);
    expect(plans.length).toBeGreaterThan(4);
    expect(plans.filter((plan) => plan.seqScans > 0).map((plan) => plan.statement)).toEqual([]);
  });
});
