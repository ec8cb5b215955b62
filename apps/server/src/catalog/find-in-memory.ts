import { intersect, keepWhere, merge } from './ascending-positions';
import {
  isNearSpelling,
  nameAt,
  namesHolding,
  namesHoldingBound,
  nearSpellingParts,
  similarityTo,
} from './name-trigrams';
import { prefixRange, type SearchIndex } from './search-index';
import type { SearchPlan } from './search-match';

type Range = readonly [from: number, to: number];

/** Each searched word's ids, once per word: a word typed twice asks nothing more (an AND of the same). */
export const rangesOf = (index: SearchIndex, words: readonly string[]): Range[] =>
  [...new Set(words)].map((word) => prefixRange(index, word));

/** The ranges of the words meant as typed: every word but the misspelt ones. */
const asTypedRanges = (index: SearchIndex, { words, misspelt }: Pick<SearchPlan, 'words' | 'misspelt'>) =>
  rangesOf(
    index,
    words.filter((word) => !misspelt.has(word)),
  );

const postingCount = (index: SearchIndex, [from, to]: Range) =>
  (index.postingStart[to] ?? 0) - (index.postingStart[from] ?? 0);

/**
 * The positions of the parts `matchesSearch` finds, ascending: the exact part number, the search as part of the
 * name (literally, any case), or every word starting a word of the document, where a misspelt word is instead a
 * near spelling of one in the name. The cost follows the matches, not the catalogue, but for the names' scan (one
 * `indexOf` pass over them) and, for a misspelt word, the count of its trigrams in each name.
 */
export function findInMemory(index: SearchIndex, plan: SearchPlan): Int32Array {
  const { search, words } = plan;
  const partCount = index.nameStart.length - 1;
  const needle = search.trim().toLowerCase();
  // Part of every name (ILIKE '%%'); a search the contracts let through is never blank, so only for safety.
  if (needle === '') return Int32Array.from({ length: partCount }, (_, position) => position);
  // Each of the three is ascending: the names are scanned in position order.
  const exact = index.byPartNumber.get(needle);
  const inNames = namesHolding(index, needle) ?? scanNames(index, needle);
  const byWords = words.length > 0 ? holdingEveryWordOrNear(index, plan) : new Int32Array(0);
  return merge(merge(inNames, byWords), exact === undefined ? [] : [exact]);
}

/** The parts holding every word as typed, and in their name a near spelling of every misspelt word. */
function holdingEveryWordOrNear(index: SearchIndex, { words, misspelt }: SearchPlan): Int32Array {
  const asTyped = asTypedRanges(index, { words, misspelt });
  let found = asTyped.length > 0 ? holdingEveryWord(index, asTyped) : null;
  for (const word of misspelt) {
    if (found?.length === 0) break;
    const near = nearSpellingParts(index, word);
    found = found ? intersect(found, near) : near;
  }
  return found ?? new Int32Array(0);
}

/** The parts whose name holds `needle`, ascending, by reading every name (one `indexOf` pass over them). */
function scanNames(index: SearchIndex, needle: string): number[] {
  const inNames: number[] = [];
  // A search holds no line break (contracts' text fields), so a hit never spans two names.
  for (let at = index.names.indexOf(needle); at >= 0; at = index.names.indexOf(needle, at + 1)) {
    const position = partAt(index.nameStart, at);
    inNames.push(position);
    // On from the next name: a part found once is found.
    at = (index.nameStart[position + 1] ?? 0) - 1;
  }
  return inNames;
}

/**
 * At most how many parts `findInMemory` finds, from the lengths of lists alone: the exact part number, the names
 * the search can be part of, and the postings of its rarest word as typed (every part when all are misspelt).
 */
export function matchesBound(index: SearchIndex, { search, words, misspelt }: SearchPlan): number {
  const partCount = index.nameStart.length - 1;
  const needle = search.trim().toLowerCase();
  if (needle === '') return partCount;
  const asTyped = asTypedRanges(index, { words, misspelt });
  const byWords =
    words.length === 0
      ? 0
      : asTyped.length === 0
        ? partCount
        : Math.min(...asTyped.map((range) => postingCount(index, range)));
  return 1 + namesHoldingBound(index, needle) + byWords;
}

/**
 * About how many parts `findInMemory` finds: with two words or more as typed and none misspelt, as if each part
 * held each word by chance, with the share of parts its postings are ("bolt hex" at 100k parts: 1 in 20 of each,
 * 250 expected and found), at most `bound` (`matchesBound`'s); else the bound.
 */
export function matchesEstimate(index: SearchIndex, plan: SearchPlan, bound: number): number {
  const ranges = rangesOf(index, plan.words);
  if (plan.misspelt.size > 0 || ranges.length < 2) return bound;
  const partCount = index.nameStart.length - 1;
  const share = ranges.reduce((all, range) => all * Math.min(1, postingCount(index, range) / partCount), 1);
  return Math.min(bound, 1 + share * partCount);
}

/**
 * The parts holding a word of every range, ascending: the range with the fewest postings gives the candidates;
 * each other range keeps those it holds, by reading their documents when they are few against its postings, else
 * by walking its postings beside them (one word) or marking them (a prefix of several).
 */
export function holdingEveryWord(index: SearchIndex, ranges: Range[]): Int32Array {
  const partCount = index.nameStart.length - 1;
  const [first, ...others] = [...ranges].sort((a, b) => postingCount(index, a) - postingCount(index, b));
  if (!first) return new Int32Array(0);
  // One mark per part (100 KB at 100k parts), made only for a prefix of several words.
  let marks: Uint8Array | undefined;
  const marksOf = () => {
    marks ??= new Uint8Array(partCount);
    return marks;
  };
  let candidates = partsOf(index, first, marksOf);
  for (const range of others) {
    if (candidates.length === 0) break;
    const [from, to] = range;
    if (candidates.length * 32 < postingCount(index, range)) {
      candidates = keepWhere(candidates, (position) => documentHolds(index, position, range));
    } else if (to - from === 1) {
      // One word: its postings are ascending already.
      const postings = index.postings.subarray(index.postingStart[from], index.postingStart[to]);
      candidates = intersect(candidates, postings);
    } else {
      const marked = marksOf();
      markPostings(index, range, marked, 1);
      candidates = keepWhere(candidates, (position) => marked[position] === 1);
      markPostings(index, range, marked, 0);
    }
  }
  return candidates;
}

/** The parts holding some word of the range, ascending, once each. */
function partsOf(index: SearchIndex, range: Range, marksOf: () => Uint8Array): Int32Array {
  const [from, to] = range;
  const start = index.postingStart[from] ?? 0;
  const end = index.postingStart[to] ?? 0;
  if (to - from === 1) return index.postings.slice(start, end);
  // Many postings: mark and sweep the catalogue once; few: gather and sort.
  if ((end - start) * 8 > index.nameStart.length - 1) {
    const marks = marksOf();
    markPostings(index, range, marks, 1);
    const parts: number[] = [];
    for (let position = 0; position < marks.length; position += 1) if (marks[position]) parts.push(position);
    markPostings(index, range, marks, 0);
    return Int32Array.from(parts);
  }
  const gathered = index.postings.slice(start, end).sort();
  let kept = 0;
  for (let at = 0; at < gathered.length; at += 1)
    if (at === 0 || gathered[at] !== gathered[at - 1]) gathered[kept++] = gathered[at] ?? 0;
  return gathered.subarray(0, kept);
}

function markPostings(index: SearchIndex, [from, to]: Range, marks: Uint8Array, mark: number) {
  for (let at = index.postingStart[from] ?? 0; at < (index.postingStart[to] ?? 0); at += 1)
    marks[index.postings[at] ?? 0] = mark;
}

/** Whether the part's document holds a word of the range (an occurrence past the 255 kept still counts). */
export function documentHolds(index: SearchIndex, position: number, [from, to]: Range): boolean {
  for (let at = index.documentStart[position] ?? 0; at < (index.documentStart[position + 1] ?? 0); at += 1) {
    const stored = index.documents[at] ?? 0;
    const word = stored < 0 ? -1 - stored : stored;
    if (word >= from && word < to) return true;
  }
  return false;
}

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

/**
 * Whether `findInMemory` finds the part at a position, read from its own name and document: a page walked in the
 * sort's order asks it of each part it passes, so a search matching many parts costs what its page does.
 */
export function matcherOf(index: SearchIndex, { search, words, misspelt }: SearchPlan) {
  const needle = search.trim().toLowerCase();
  const exact = index.byPartNumber.get(needle);
  const asTyped = asTypedRanges(index, { words, misspelt });
  const nearSpelt = [...misspelt].map((word) => similarityTo(index, word));
  return (position: number): boolean => {
    if (position === exact) return true;
    const name = nameAt(index, position);
    if (name.includes(needle)) return true;
    return (
      words.length > 0 &&
      asTyped.every((range) => documentHolds(index, position, range)) &&
      nearSpelt.every((similarity) => isNearSpelling(similarity.of(position)))
    );
  };
}
