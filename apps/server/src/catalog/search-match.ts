import { SEARCH_WORDS_MAX, searchWords, TYPO_TOLERANT_LENGTH } from '@partsmith/contracts';
import { products, type Queryable } from '@partsmith/db';
import { and, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../shared/page';

/*
 * The catalogue search in SQL (decision 0059): what a search finds and how it ranks, in the database's full text
 * and trigrams. No request runs it since the read model's search index answers every search (decision 0072); it
 * stays as the reference the index is held to (`search-in-memory.test.ts` compares the two on random catalogues)
 * and whose plans `query-plans.test.ts` keeps indexed.
 */
const document = products.searchDocument;

/** The part whose part number is the whole search, whatever its letter case (its unique index finds it). */
export const isExactPartNumber = (search: string): SQL =>
  sql`lower(${products.partNumber}) = ${search.trim().toLowerCase()}`;

/** A search's words, and which of them need their near spellings (nothing starts with them as typed). */
export interface SearchPlan {
  search: string;
  words: string[];
  misspelt: ReadonlySet<string>;
}

/**
 * Reads which words of four letters or more start no word of any part on sale: only those are looked for by near
 * spelling. A word as typed that some part holds is taken as meant, so a search of correct words is one full-text
 * query answered inside its index; a near spelling asked of every candidate part costs ~10 µs a part ("bolt
 * hex": 52 ms at 100k parts with it, 5 ms without).
 */
export async function planSearch(db: Queryable, search: string): Promise<SearchPlan> {
  const words = searchWords(search).slice(0, SEARCH_WORDS_MAX);
  const long = words.filter((word) => word.length >= TYPO_TOLERANT_LENGTH);
  if (long.length === 0) return { search, words, misspelt: new Set() };
  const rows = await db
    .select({ word: sql<string>`word` })
    .from(sql`unnest(${`{${long.join(',')}}`}::text[]) as word`)
    .where(
      sql`not exists (select 1 from ${products} where ${products.deletedAt} is null and ${document} @@ to_tsquery('simple', word || ':*'))`,
    );
  return { search, words, misspelt: new Set(rows.map((row) => row.word)) };
}

/** Every word as typed, each the start of a word of the part's text: one query its index answers. */
const everyPrefix = (words: string[]): SQL =>
  sql`${document} @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;

/**
 * The parts a search finds (decision 0059), each through an index: its exact part number; the search as part of
 * the name, as the catalogue always matched it; or every word, in any order, starting a word of the part number,
 * name, description or specification, where a word no part holds may instead be a near spelling of one in the
 * name (pg_trgm's `<%`: "bering" finds "bearing").
 */
export function matchesSearch({ search, words, misspelt }: SearchPlan): SQL {
  const asTyped = words.filter((word) => !misspelt.has(word));
  const nearSpellings = [...misspelt].map((word) => sql`${word} <% ${products.name}`);
  return or(
    isExactPartNumber(search),
    ilike(products.name, `%${escapeLike(search.trim())}%`),
    words.length > 0
      ? and(asTyped.length > 0 ? everyPrefix(asTyped) : undefined, ...nearSpellings)
      : undefined,
  ) as SQL;
}

/**
 * How well a found part answers the search, best first: the exact part number, then the parts whose text holds
 * every word, ranked by how often and how close together, then, when a word was misspelt, the nearest spellings in
 * the name. Without a misspelt word every match holds the words as typed, and the similarity would only cost
 * (~4 µs a part: "bolt" ranks 5,000 parts at 100k in 17 ms instead of 37 ms).
 */
export function searchRelevance({ search, words, misspelt }: SearchPlan): SQL[] {
  const allWords = words.map((word) => `${word}:*`).join(' & ');
  return [
    sql`${isExactPartNumber(search)} desc`,
    // No words (a search of only punctuation) would be an empty query, which PostgreSQL warns about.
    ...(words.length > 0 ? [sql`ts_rank_cd(${document}, to_tsquery('simple', ${allWords})) desc`] : []),
    ...(misspelt.size > 0
      ? [sql`word_similarity(${search.trim().toLowerCase()}, ${products.name}) desc`]
      : []),
  ];
}

/** The ids of the parts on sale that best answer `search`, best first; `exact`: the part number searched. */
export async function bestMatches({ db, search, limit }: { db: Queryable; search: string; limit: number }) {
  const plan = await planSearch(db, search);
  return db
    .select({ id: products.id, exact: sql<boolean>`${isExactPartNumber(search)}` })
    .from(products)
    .where(and(isNull(products.deletedAt), matchesSearch(plan)))
    .orderBy(...searchRelevance(plan), products.name, products.id)
    .limit(limit);
}
