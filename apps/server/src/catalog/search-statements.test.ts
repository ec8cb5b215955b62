import { createDb, type DatabaseHandle } from '@partsmith/db';
import { seedDemoData } from '@partsmith/db/seed';
import { createTestDatabase, type TestDatabase, testDatabaseTarget } from '@partsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueReadModel, createCatalogueReadModel } from './catalogue-read-model';
import { searchParts } from './search-parts';
import { suggestParts } from './suggest-parts';

/**
 * A search and its suggestions come from the catalogue read model's search index (decision 0072): once the model is
 * loaded, a search sends no statement on products, on any page or sort, a misspelt word's near spellings
 * included. Postgres only: the embedded database reports no statements.
 */
describe.runIf(testDatabaseTarget().kind === 'postgres')('search statements', () => {
  let database: TestDatabase;
  let traced: DatabaseHandle;
  let catalogue: CatalogueReadModel;
  const sent: string[] = [];
  const onProducts = () => sent.filter((statement) => /\bproducts\b/i.test(statement));

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

  it.each<[string, string, 'newest' | 'name' | 'price-asc' | 'price-desc']>([
    ['a word as a prefix', 'bear', 'newest'],
    ['words in another order', 'steel hex', 'price-asc'],
    ['an exact part number, any case', 'brg-6205-2rs', 'name'],
    ['part of a name', 'ball bear', 'price-desc'],
    ['a word nothing holds, too short to be misspelt', 'qq', 'newest'],
    ['a misspelt word, found by its near spelling', 'bering', 'newest'],
    ['a misspelt word with a word as typed', 'bal bering', 'name'],
  ])('%s: no statement on products', async (_name, q, sort) => {
    sent.length = 0;
    const first = await searchParts({ db: traced.db, catalogue, input: { q, sort } });
    if (first.nextCursor)
      await searchParts({ db: traced.db, catalogue, input: { q, sort, after: first.nextCursor } });
    const suggested = await suggestParts({ catalogue, input: { q } });
    expect(q === 'qq' || suggested.items.length > 0).toBe(true);
    expect(onProducts()).toEqual([]);
  });
});
