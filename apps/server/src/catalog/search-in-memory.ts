import {
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
import { prefixRange, type SearchIndex, searchIndexOf } from './search-index';
import type { SearchPlan } from './search-match';
import { sortedPage, sortParts } from './sorted-page';

/**
 * `planSearch` answered by the index instead of the database: the words of four letters or more that start no
 * word of any part on sale are the misspelt ones, whose near spellings only the database's trigrams find.
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

/** Each searched word's ids, once per word: a word typed twice asks nothing more (an AND of the same). */
const rangesOf = (index: SearchIndex, words: readonly string[]) =>
  [...new Set(words)].map((word) => prefixRange(index, word));

/**
 * The positions of the parts `matchesSearch` finds for a plan with no misspelt word, ascending: the exact part
 * number, the search as part of the name (literally, any case), or every word starting a word of the document.
 */
export function findInMemory(index: SearchIndex, { search, words }: SearchPlan): number[] {
  const partCount = index.nameStart.length - 1;
  const found = new Uint8Array(partCount);
  const needle = search.trim().toLowerCase();
  const exact = index.byPartNumber.get(needle);
  if (exact !== undefined) found[exact] = 1;
  // Part of every name (ILIKE '%%'); a search the contracts let through is never blank, so only for safety.
  if (needle === '') found.fill(1);
  // A search holds no line break (contracts' text fields), so a hit never spans two names.
  for (
    let at = needle === '' ? -1 : index.names.indexOf(needle);
    at >= 0;
    at = index.names.indexOf(needle, at + 1)
  ) {
    const position = partAt(index.nameStart, at);
    found[position] = 1;
    // The next name: a part found once is found.
    at = (index.nameStart[position + 1] ?? 0) - 1;
  }
  const ranges = rangesOf(index, words);
  if (ranges.length > 0) {
    // Words with the fewest parts first; a part advances past a word only when it held every word before it.
    ranges.sort((a, b) => postingCount(index, a) - postingCount(index, b));
    const held = new Uint8Array(partCount);
    ranges.forEach(([from, to], word) => {
      for (let at = index.postingStart[from] ?? 0; at < (index.postingStart[to] ?? 0); at += 1) {
        const position = index.postings[at] ?? 0;
        if (held[position] === word) held[position] = word + 1;
      }
    });
    for (let position = 0; position < partCount; position += 1)
      if (held[position] === ranges.length) found[position] = 1;
  }
  const positions: number[] = [];
  for (let position = 0; position < partCount; position += 1) if (found[position]) positions.push(position);
  return positions;
}

const postingCount = (index: SearchIndex, [from, to]: readonly [number, number]) =>
  (index.postingStart[to] ?? 0) - (index.postingStart[from] ?? 0);

/** The part whose name holds the offset `at` of `names` (binary search over where each name starts). */
function partAt(nameStart: Int32Array, at: number): number {
  let low = 0;
  let high = nameStart.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((nameStart[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The catalogue in one sort's walking order, and each position's place in it: built once per version and sort. */
function orderOf(snapshot: CatalogueSnapshot, sort: CatalogueSort) {
  return snapshot.derive(`search-order:${sort}`, ({ products }) => {
    const positionOf = new Map(products.map((part, position) => [part, position]));
    const sorted = sortParts(products, sort);
    const place = new Int32Array(products.length);
    sorted.forEach((part, at) => {
      place[positionOf.get(part) ?? 0] = at;
    });
    return { sorted, place };
  });
}

/** A keyset page of a search without misspelt words, from memory: the same parts, cursors and edges as the SQL's. */
export function searchPageInMemory(
  snapshot: CatalogueSnapshot,
  plan: SearchPlan,
  input: Pick<CatalogueSearchInput, 'sort' | 'after' | 'before'>,
): CataloguePage {
  const { sorted, place } = orderOf(snapshot, input.sort);
  const places = Int32Array.from(
    findInMemory(searchIndexOf(snapshot), plan),
    (position) => place[position] ?? 0,
  );
  places.sort();
  const matches = Array.from(places, (at) => sorted[at] as Product);
  return sortedPage({ sorted: matches, passes: () => true, input });
}

/** Code unit order, as the database's C collation orders names. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Ranked {
  part: Product;
  exact: boolean;
  rank: number;
}

/** `searchRelevance`'s order, then name and id: the SQL's `order by` of the suggestions. */
const better = (a: Ranked, b: Ranked) =>
  Number(b.exact) - Number(a.exact) ||
  b.rank - a.rank ||
  byText(a.part.name, b.part.name) ||
  byText(a.part.id, b.part.id);

/**
 * The best `limit` parts for a search without misspelt words, best first, as `bestMatches` ranks them: the exact
 * part number, then `ts_rank_cd` of every word (reproduced: `coverDensityRank`), then name and id.
 */
export function bestMatchesInMemory(snapshot: CatalogueSnapshot, plan: SearchPlan, limit: number) {
  const index = searchIndexOf(snapshot);
  const exactPosition = index.byPartNumber.get(plan.search.trim().toLowerCase());
  const ranges = rangesOf(index, plan.words);
  const best: Ranked[] = [];
  for (const position of findInMemory(index, plan)) {
    const candidate: Ranked = {
      part: snapshot.products[position] as Product,
      exact: position === exactPosition,
      rank: ranges.length > 0 ? coverDensityRank(index, position, ranges) : 0,
    };
    // Kept sorted, at most `limit` long: most candidates lose to the last and cost one comparison.
    const worst = best[limit - 1];
    if (worst && better(candidate, worst) >= 0) continue;
    let at = Math.min(best.length, limit - 1);
    while (at > 0 && better(candidate, best[at - 1] as Ranked) < 0) at -= 1;
    best.splice(at, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return best.map(({ part, exact }) => ({ part, exact }));
}
