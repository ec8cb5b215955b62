import {
  CATALOGUE_PAGE_SIZE,
  type CataloguePage,
  type CatalogueSearchInput,
  type CatalogueSort,
  type Product,
  SEARCH_WORDS_MAX,
  searchWords,
  TYPO_TOLERANT_LENGTH,
} from '@partsmith/contracts';
import type { CatalogueSnapshot } from './catalogue-read-model';
import { coverDensityRank } from './cover-density-rank';
import {
  findInMemory,
  holdingEveryWord,
  matcherOf,
  matchesBound,
  matchesEstimate,
  rangesOf,
} from './find-in-memory';
import { similarityTo } from './name-trigrams';
import { prefixRange, type SearchIndex, searchIndexOf } from './search-index';
import type { SearchPlan } from './search-match';
import { sortedPage, sortParts } from './sorted-page';

/**
 * `planSearch` answered by the index instead of the database: the words of four letters or more that start no
 * word of any part on sale are the misspelt ones, looked for by their near spellings in the names.
 */
export function planInMemory(index: SearchIndex, search: string): SearchPlan {
  const words = searchWords(search).slice(0, SEARCH_WORDS_MAX);
  const misspelt = words.filter((word) => {
    if (word.length < TYPO_TOLERANT_LENGTH) return false;
    const [from, to] = prefixRange(index, word);
    return from === to;
  });
  return { search, words, misspelt: new Set(misspelt) };
}

/**
 * The catalogue in one sort's walking order, each position's place in it and the position at each place: built
 * once per version and sort.
 */
function orderOf(snapshot: CatalogueSnapshot, sort: CatalogueSort) {
  return snapshot.derive(`search-order:${sort}`, ({ products }) => {
    const positionOf = new Map(products.map((part, position) => [part, position]));
    const sorted = sortParts(products, sort);
    const place = new Int32Array(products.length);
    const positionAt = new Int32Array(products.length);
    sorted.forEach((part, at) => {
      const position = positionOf.get(part) ?? 0;
      place[position] = at;
      positionAt[at] = position;
    });
    return { sorted, place, positionAt };
  });
}

/**
 * A page is walked in the sort's order, asking each part whether the search finds it, for at most this many parts
 * (~1 ms), and then found from every match instead: a search many parts answer fills its page in a few hundred
 * steps whatever the catalogue's size.
 */
const WALK_LIMIT = 2_000;
/**
 * A step of the walk costs about what finding 16 matches first does (measured at 100k parts): a search with fewer
 * possible matches than 16 times the steps is found first straight away.
 */
const MATCHES_PER_STEP = 16;

/**
 * How many parts a page may walk before finding every match instead: what finding them first costs, or none when
 * the walk is expected to need more. A page fills after about (page + 1) × parts ÷ matches steps: "bolt hex" at
 * 100k parts (250 matches) would walk 625 steps for nothing before finding them.
 */
function walkLimitFor(index: SearchIndex, plan: SearchPlan): number {
  const partCount = index.nameStart.length - 1;
  const bound = matchesBound(index, plan);
  const budget = Math.min(WALK_LIMIT, bound / MATCHES_PER_STEP);
  const expectedSteps =
    ((CATALOGUE_PAGE_SIZE + 1) * partCount) / Math.max(1, matchesEstimate(index, plan, bound));
  return expectedSteps > budget ? 0 : budget;
}

/**
 * A keyset page of a search, from memory: the same parts, cursors and edges as the SQL's. `walkLimit` is for
 * tests, which ask both ways: 0 finds every match first, Infinity walks the whole order.
 */
export function searchPageInMemory(
  snapshot: CatalogueSnapshot,
  plan: SearchPlan,
  input: Pick<CatalogueSearchInput, 'sort' | 'after' | 'before'>,
  walkLimit = walkLimitFor(searchIndexOf(snapshot), plan),
): CataloguePage {
  const index = searchIndexOf(snapshot);
  const { sorted, place, positionAt } = orderOf(snapshot, input.sort);
  const finds = matcherOf(index, plan);
  const walked = sortedPage({
    sorted,
    passes: (at) => finds(positionAt[at] ?? 0),
    input,
    walkLimit,
  });
  if (walked) return walked;
  // Loops: `Int32Array.from` and `Array.from` with a mapping function call it through the iterator protocol.
  const found = findInMemory(index, plan);
  const places = new Int32Array(found.length);
  for (let at = 0; at < found.length; at += 1) places[at] = place[found[at] ?? 0] ?? 0;
  places.sort();
  const matches: Product[] = [];
  for (const at of places) matches.push(sorted[at] as Product);
  return sortedPage({ sorted: matches, passes: () => true, input });
}

interface Ranked {
  part: Product;
  exact: boolean;
  /** `ts_rank_cd`, or for one word what orders it the same: how often the part holds it (see below). */
  rank: number;
  /** With a misspelt word, pg_trgm's `word_similarity` of the search and the name; else 0 (the SQL leaves it out). */
  similarity: number;
  /**
   * The part's place in the catalogue's name order (name, then id, in code unit order as the database's C collation
   * orders them): ties are broken by comparing two numbers, not two names ("bolt": 5,000 ties at 100k parts).
   */
  namePlace: number;
}

/** `searchRelevance`'s order, then name and id: the SQL's `order by` of the suggestions. */
const better = (a: Ranked, b: Ranked) =>
  Number(b.exact) - Number(a.exact) ||
  b.rank - a.rank ||
  b.similarity - a.similarity ||
  a.namePlace - b.namePlace;

/**
 * How often each part holds a word of the one range searched. With one word every cover is one position and adds
 * the same (0.1 / (1 + 0)), so `ts_rank_cd` grows with this count alone and equal counts rank equal: the count
 * orders the parts as the rank does, without reading a document ("b" ranks every part of the catalogue).
 */
function occurrencesOf(index: SearchIndex, [from, to]: readonly [number, number]): Int32Array {
  const counts = new Int32Array(index.nameStart.length - 1);
  for (let at = index.postingStart[from] ?? 0; at < (index.postingStart[to] ?? 0); at += 1) {
    const position = index.postings[at] ?? 0;
    counts[position] = (counts[position] ?? 0) + (index.occurrences[at] ?? 0);
  }
  return counts;
}

/**
 * The count at least `limit` of the parts reach (0 when fewer hold the word): the `limit`-th largest. With one word
 * only those can be among the best, so a word most parts hold ("b") ranks the few that hold it most instead of
 * comparing every name. One pass keeping the largest `limit` counts in order: most parts cost one comparison.
 */
/** The parts holding a word of the range, ascending: one word's postings, else every part `counts` counts. */
function countedParts(
  index: SearchIndex,
  [from, to]: readonly [number, number],
  counts: Int32Array,
): Int32Array {
  if (to - from === 1) return index.postings.subarray(index.postingStart[from], index.postingStart[to]);
  const parts = new Int32Array(counts.length);
  let length = 0;
  for (let position = 0; position < counts.length; position += 1)
    if (counts[position]) parts[length++] = position;
  return parts.subarray(0, length);
}

function countReachedBy(counts: Int32Array, parts: Int32Array, limit: number): number {
  const largest: number[] = [];
  for (let at = 0; at < parts.length; at += 1) {
    const count = counts[parts[at] ?? 0] ?? 0;
    if (count === 0 || (largest.length === limit && count <= (largest[limit - 1] ?? 0))) continue;
    let place = Math.min(largest.length, limit - 1);
    while (place > 0 && (largest[place - 1] ?? 0) < count) place -= 1;
    largest.splice(place, 0, count);
    if (largest.length > limit) largest.pop();
  }
  return largest.length === limit ? (largest[limit - 1] ?? 0) : 0;
}

/**
 * The best `limit` parts for a search, best first, as `bestMatches` ranks them: the exact part number, then
 * `ts_rank_cd` of every word (reproduced: `coverDensityRank`), then with a misspelt word the word similarity of the
 * search and the name, then name and id.
 */
export function bestMatchesInMemory(snapshot: CatalogueSnapshot, plan: SearchPlan, limit: number) {
  const index = searchIndexOf(snapshot);
  const needle = plan.search.trim().toLowerCase();
  const exactPosition = index.byPartNumber.get(needle);
  const misspelt = plan.misspelt.size > 0;
  // A misspelt word starts no word of any document, so no part holds every word: `ts_rank_cd` is 0 for each.
  const ranges = misspelt ? [] : rangesOf(index, plan.words);
  const [only] = ranges;
  const counts = ranges.length === 1 && only ? occurrencesOf(index, only) : null;
  const rankOf = (position: number) =>
    counts ? (counts[position] ?? 0) : ranges.length > 0 ? coverDensityRank(index, position, ranges) : 0;
  const similarity = misspelt ? similarityTo(index, needle) : null;
  const similarityOf = (position: number) => similarity?.of(position) ?? 0;
  const best: Ranked[] = [];
  const namePlaces = orderOf(snapshot, 'name').place;
  const candidate: Ranked = {
    part: snapshot.products[0] as Product,
    exact: false,
    rank: 0,
    similarity: 0,
    namePlace: 0,
  };
  const consider = (position: number) => {
    candidate.part = snapshot.products[position] as Product;
    candidate.exact = position === exactPosition;
    candidate.rank = rankOf(position);
    candidate.similarity = similarityOf(position);
    candidate.namePlace = namePlaces[position] ?? 0;
    // Kept sorted, at most `limit` long: most candidates lose to the last and cost one comparison.
    const worst = best[limit - 1];
    if (worst && better(candidate, worst) >= 0) return;
    let at = Math.min(best.length, limit - 1);
    while (at > 0 && better(candidate, best[at - 1] as Ranked) < 0) at -= 1;
    best.splice(at, 0, { ...candidate });
    if (best.length > limit) best.pop();
  };
  // A part holding every word has a rank above 0 and so outranks every part found otherwise (part of the name):
  // when `limit` of them (and the exact part number) are found, the others need not be.
  if (ranges.length > 0) {
    if (exactPosition !== undefined) consider(exactPosition);
    if (counts && only) {
      const holding = countedParts(index, only, counts);
      const floor = countReachedBy(counts, holding, limit);
      for (let at = 0; at < holding.length; at += 1) {
        const position = holding[at] ?? 0;
        if ((counts[position] ?? 0) >= floor && position !== exactPosition) consider(position);
      }
    } else
      for (const position of holdingEveryWord(index, ranges))
        if (position !== exactPosition) consider(position);
    if (best.length >= limit) return best.map(({ part, exact }) => ({ part, exact }));
    best.length = 0;
  }
  for (const position of findInMemory(index, plan)) consider(position);
  return best.map(({ part, exact }) => ({ part, exact }));
}
