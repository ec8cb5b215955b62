import { createTestDatabase, type TestDatabase } from '@partsmith/db/testing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from './catalogue-read-model';
import { similarityTo } from './name-trigrams';
import { buildSearchIndex } from './search-index';

/**
 * The names' trigrams score as pg_trgm's `word_similarity` does (decision 0072): the same float4 for random searches
 * and names made of near spellings, repeats, digits, punctuation and any letter case, on PGlite and PostgreSQL.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.destroy());

const PIECES = [
  'bearing',
  'bering',
  'bearings',
  'ball',
  'bal',
  'nut',
  'nutt',
  'm10',
  '6204',
  'ring',
  'be',
  'ing',
];
const text = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(' ', '-', '', ', ', '/'), fc.boolean()), {
    minLength: 0,
    maxLength: 6,
  })
  .map((pieces) =>
    pieces.map(([piece, after, upper]) => (upper ? piece.toUpperCase() : piece) + after).join(''),
  );

describe('word similarity', () => {
  it('scores as pg_trgm does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 20 }), async (pairs) => {
        const values = sql.join(
          pairs.map(([search, name], at) => sql`(${at}::int, ${search}::text, ${name}::text)`),
          sql`, `,
        );
        const scores = await database.db
          .select({ score: sql<number>`word_similarity(search, name)` })
          .from(sql`(values ${values}) as pair(at, search, name)`)
          .orderBy(sql`at`);
        // The search index reads only the parts' text: the names are the pairs' texts, one part each.
        const products = pairs.map(([, name], at) => ({
          id: String(at),
          partNumber: `P-${at}`,
          name,
          description: '',
        }));
        const index = buildSearchIndex({
          products,
          specificationTexts: new Map(),
        } as unknown as CatalogueSnapshot);
        pairs.forEach(([search, name], at) => {
          const expected = Math.fround(Number(scores[at]?.score));
          expect(similarityTo(index, search).of(at), `${search} | ${name}`).toBe(expected);
        });
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
