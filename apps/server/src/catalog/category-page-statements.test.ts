import type { CategoryPageQuery } from '@partsmith/contracts';
import { createDb, type DatabaseHandle } from '@partsmith/db';
import { seedDemoData } from '@partsmith/db/seed';
import { createTestDatabase, type TestDatabase, testDatabaseTarget } from '@partsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueReadModel, createCatalogueReadModel } from './catalogue-read-model';
import { categoryPage } from './category-page';

/**
 * A category page's parts, filters and counts come from the catalogue read model (decision 0065): once it is
 * loaded, a page of any filter combination the UI can make sends the database only the category's and its
 * attributes' look-ups, never a statement on products. Postgres only: the embedded database reports no statements.
 */
describe.runIf(testDatabaseTarget().kind === 'postgres')('category page statements', () => {
  let database: TestDatabase;
  let traced: DatabaseHandle;
  let catalogue: CatalogueReadModel;
  const sent: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
    traced = createDb({
      url: database.url ?? '',
      maxConnections: 1,
      onQuery: (statement) => sent.push(statement),
    });
    catalogue = createCatalogueReadModel({ db: traced.db });
    await catalogue.current();
  }, 120_000);
  afterAll(async () => {
    await traced?.close();
    await database?.destroy();
  });

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
  ])('%s: no statement on products', async (_name, input) => {
    sent.length = 0;
    const first = await categoryPage({ db: traced.db, catalogue, input: { sort: 'newest', ...input } });
    expect(first.total).toBeGreaterThan(0);
    if (first.nextCursor) {
      await categoryPage({
        db: traced.db,
        catalogue,
        input: { sort: 'newest', ...input, after: first.nextCursor },
      });
    }
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((statement) => /\bproducts\b/i.test(statement))).toEqual([]);
  });
});
