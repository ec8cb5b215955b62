import { CATALOGUE_SORTS, type CataloguePage, type CatalogueSort } from '@partsmith/contracts';
import { products } from '@partsmith/db';
import { createTestDatabase, type TestDatabase } from '@partsmith/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueSnapshot, createCatalogueReadModel } from './catalogue-read-model';
import { searchCatalogue } from './search-catalogue';
import { bestMatchesInMemory, planInMemory, searchPageInMemory } from './search-in-memory';
import { searchIndexOf } from './search-index';
import { bestMatches, planSearch } from './search-match';

/**
 * The search index answers what the SQL answers (decision 0072): for random catalogues and searches, misspelt ones
 * too, the same misspelt words, the same pages in every sort with the same cursors, and the suggestions in the
 * same order (the SQL's `ts_rank_cd` and pg_trgm's `word_similarity`, reproduced), on PGlite and PostgreSQL.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.destroy());

/** Few words, so searches hit, miss, repeat and share prefixes; "1e5" is a float to PostgreSQL's parser. */
const WORDS = ['bolt', 'bolts', 'hex', 'hexagon', 'nut', 'm10', 'm10x1', '5', 'zinc', 'plated', 'din', '934'];
const MORE_WORDS = ['a', 'no', '1e5', 'washer', 'bearing', 'x'];
const SEPARATORS = [' ', ' ', '-', '.', ', ', '/', ' é '];
/** Searched, never held: near spellings of the words above, and one near nothing. */
const TYPOS = ['bering', 'hexgon', 'wahser', 'plted', 'boltt', 'zinq', 'nutt', 'qwerty'];
const word = fc.constantFrom(...WORDS, ...MORE_WORDS);
/** A word as a buyer might type it or a part might spell it: any letter case. */
const cased = (text: string, upper: boolean[]) =>
  [...text].map((char, at) => (upper[at % upper.length] ? char.toUpperCase() : char)).join('');
const text = (maxWords: number) =>
  fc
    .tuple(
      fc.array(fc.tuple(word, fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: maxWords }),
      fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
    )
    .map(([pieces, upper]) => cased(pieces.map(([w, separator]) => w + separator).join(''), upper).trim());

const part = fc.record({
  name: text(5),
  description: fc.oneof(fc.constant(''), text(12)),
  specificationText: fc.oneof(fc.constant(''), text(4)),
  priceCents: fc.integer({ min: 100, max: 104 }),
  minute: fc.integer({ min: 0, max: 6 }),
  numberWord: word,
});

/** A search made from the catalogue: a part number, part of a name, or words (whole or as prefixes). */
const search = fc.oneof(
  fc.record({ partNumber: fc.nat(), upper: fc.boolean() }),
  fc.record({ name: fc.nat(), from: fc.nat(8), length: fc.integer({ min: 1, max: 8 }) }),
  fc.record({
    words: fc.array(
      fc.tuple(
        fc.oneof(word, fc.constantFrom(...TYPOS)),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...SEPARATORS),
      ),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  }),
);
type Search = typeof search extends fc.Arbitrary<infer S> ? S : never;
type Part = typeof part extends fc.Arbitrary<infer P> ? P : never;

function searchText(made: Search, parts: (Part & { partNumber: string })[]): string {
  if ('partNumber' in made) {
    const partNumber = parts[made.partNumber % parts.length]?.partNumber ?? '';
    return made.upper ? partNumber.toUpperCase() : partNumber.toLowerCase();
  }
  if ('name' in made) {
    const name = parts[made.name % parts.length]?.name ?? 'x';
    return name.slice(made.from, made.from + made.length).trim() || 'x';
  }
  return (
    made.words
      .map(([w, length, separator]) => w.slice(0, length) + separator)
      .join('')
      .trim() || 'x'
  );
}

const ids = (page: CataloguePage) => ({ ...page, items: page.items.map((item) => item.id) });

/** The misspelt words, the best 40 in order and every page in every sort, from memory and from the SQL. */
async function expectSameAnswers(snapshot: CatalogueSnapshot, q: string) {
  const { db } = database;
  const plan = planInMemory(searchIndexOf(snapshot), q);
  expect([...plan.misspelt].sort(), q).toEqual([...(await planSearch(db, q)).misspelt].sort());
  const ranked = bestMatchesInMemory(snapshot, plan, 40).map(({ part, exact }) => ({ id: part.id, exact }));
  expect(ranked, q).toEqual(await bestMatches({ db, search: q, limit: 40 }));
  // Fewer than the parts holding every word: those alone are ranked.
  const firstThree = bestMatchesInMemory(snapshot, plan, 3).map(({ part, exact }) => ({
    id: part.id,
    exact,
  }));
  expect(firstThree, q).toEqual(ranked.slice(0, 3));
  for (const sort of CATALOGUE_SORTS) {
    let input: { q: string; sort: CatalogueSort; after?: string; before?: string } = { q, sort };
    for (let pages = 0; pages < 4; pages += 1) {
      const inMemory = ids(searchPageInMemory(snapshot, plan, input));
      expect(inMemory, `${q} ${JSON.stringify(input)}`).toEqual(ids(await searchCatalogue({ db, input })));
      // The same page from every match found first, as a search too sparse to walk to is answered, and from a walk
      // as far as it takes.
      expect(ids(searchPageInMemory(snapshot, plan, input, 0)), q).toEqual(inMemory);
      expect(ids(searchPageInMemory(snapshot, plan, input, Number.POSITIVE_INFINITY)), q).toEqual(inMemory);
      const forward = input.before === undefined && inMemory.nextCursor;
      if (forward) input = { q, sort, after: forward };
      else if (inMemory.previousCursor && input.before === undefined)
        input = { q, sort, before: inMemory.previousCursor };
      else break;
    }
  }
}

describe('search in memory', () => {
  it('answers as the SQL does: misspelt words, pages in every sort, and the ranked suggestions', async () => {
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { minLength: 1, maxLength: 26 }),
        fc.array(search, { minLength: 1, maxLength: 5 }),
        async (drawn, searches) => {
          const parts = drawn.map((made, n) => ({ ...made, partNumber: `${made.numberWord}-${n}` }));
          await db.delete(products);
          await db.insert(products).values(
            parts.map(({ minute, numberWord: _, ...made }) => ({
              ...made,
              quantity: 10,
              minimumOrderQuantity: 1,
              // Whole milliseconds: the read model's times are JavaScript dates.
              createdAt: new Date(Date.UTC(2030, 0, 1, 0, minute, 0, minute * 7)),
            })),
          );
          const snapshot = await createCatalogueReadModel({ db }).current();
          for (const made of searches) await expectSameAnswers(snapshot, searchText(made, parts));
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
  it('finds a rare word with a common one by reading the few candidates, and ranks a word held many times', async () => {
    const { db } = database;
    await db.delete(products);
    // 70 parts hold "p" (their part numbers); one holds "000042": far fewer candidates than the common word's
    // postings, so its documents are read instead. One description repeats a word past the 255 positions kept.
    await db.insert(products).values(
      Array.from({ length: 70 }, (_, n) => ({
        partNumber: `P-${String(n).padStart(6, '0')}`,
        name: n % 2 ? `Pin ${n}` : `Plate pin ${n}`,
        description: n === 7 ? 'pin '.repeat(300) : n % 3 ? 'Plain steel pin.' : '',
        priceCents: 100 + (n % 4),
        quantity: 10,
        minimumOrderQuantity: 1,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, n % 5)),
      })),
    );
    const snapshot = await createCatalogueReadModel({ db }).current();
    for (const q of ['P-000042', 'p 000042', '000042 p', 'pin p', 'pin', 'plate pin 4', 'p-00004'])
      await expectSameAnswers(snapshot, q);
  }, 60_000);
  it('keeps the index through a stock change and builds it again when a name changes', async () => {
    const { db } = database;
    await db.delete(products);
    const [part] = await db
      .insert(products)
      .values({
        name: 'Knurled thumb screw',
        description: '',
        priceCents: 300,
        quantity: 5,
        minimumOrderQuantity: 1,
      })
      .returning();
    const first = await createCatalogueReadModel({ db }).current();
    await db.update(products).set({ quantity: 4 });
    const restocked = await createCatalogueReadModel({ db }).current();
    expect(restocked.version).toBeGreaterThan(first.version);
    expect(searchIndexOf(restocked)).toBe(searchIndexOf(first));
    await expectSameAnswers(restocked, 'thumb');

    await db.update(products).set({ name: 'Knurled wing screw' });
    const renamed = await createCatalogueReadModel({ db }).current();
    expect(searchIndexOf(renamed)).not.toBe(searchIndexOf(restocked));
    expect(bestMatchesInMemory(renamed, planInMemory(searchIndexOf(renamed), 'wing'), 8)).toEqual([
      { part: renamed.byId.get(part?.id ?? ''), exact: false },
    ]);
    await expectSameAnswers(renamed, 'thumb');
    await expectSameAnswers(renamed, 'wing');
  });
});
