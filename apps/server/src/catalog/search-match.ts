import { SEARCH_WORDS_MAX, searchWords, TYPO_TOLERANT_LENGTH } from '@partsmith/contracts';
import { products } from '@partsmith/db';
import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../shared/page';

const document = products.searchDocument;

/** The part whose part number is the whole search, whatever its letter case (its unique index finds it). */
export const isExactPartNumber = (search: string): SQL =>
  sql`lower(${products.partNumber}) = ${search.trim().toLowerCase()}`;

/** A word as a prefix query: "nut" finds nut and nuts. The word is letters and digits only, safe in tsquery. */
const prefixQuery = (word: string): SQL => sql`to_tsquery('simple', ${`${word}:*`})`;

/**
 * The parts a search finds (decision 0059), each through an index: its exact part number; the search as part of
 * the name, as the catalogue always matched it; or every word, in any order, starting a word of the part number,
 * name or description, where a word of four letters or more may also be a near spelling of one in the name
 * (pg_trgm's `<%`: "bering" finds "bearing").
 */
export function matchesSearch(search: string): SQL {
  const words = searchWords(search).slice(0, SEARCH_WORDS_MAX);
  const everyWord = words.map((word) =>
    word.length >= TYPO_TOLERANT_LENGTH
      ? or(sql`${document} @@ ${prefixQuery(word)}`, sql`${word} <% ${products.name}`)
      : sql`${document} @@ ${prefixQuery(word)}`,
  );
  return or(
    isExactPartNumber(search),
    ilike(products.name, `%${escapeLike(search.trim())}%`),
    words.length > 0 ? and(...everyWord) : undefined,
  ) as SQL;
}

/**
 * How well a found part answers the search, best first: the exact part number, then the parts whose text holds
 * every word, ranked by how often and how close together, then the nearest spellings in the name.
 */
export function searchRelevance(search: string): SQL[] {
  const words = searchWords(search).slice(0, SEARCH_WORDS_MAX);
  const allWords = words.map((word) => `${word}:*`).join(' & ');
  return [
    sql`${isExactPartNumber(search)} desc`,
    // No words (a search of only punctuation) would be an empty query, which PostgreSQL warns about.
    ...(words.length > 0 ? [sql`ts_rank_cd(${document}, to_tsquery('simple', ${allWords})) desc`] : []),
    sql`word_similarity(${search.trim().toLowerCase()}, ${products.name}) desc`,
  ];
}
