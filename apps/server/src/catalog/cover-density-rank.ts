import type { SearchIndex } from './search-index';

/**
 * PostgreSQL's default weight of a position (D, 0.1, a float4) as `ts_rank_cd` inverts it: every position of the
 * search document has weight D.
 */
const INVERSE_WEIGHT = 1 / Math.fround(0.1);

/** Where the searched words are in the document being ranked, and which: reused, as ranking runs per candidate. */
let places = new Int32Array(256);
let masks = new Int32Array(256);

/**
 * `ts_rank_cd(search_document, 'w1:* & w2:* …')` of one part, computed as PostgreSQL's `calc_rank_cd` does
 * (tsrank.c, normalization 0) so the suggestions rank in the same order in memory as in SQL (decision 0072).
 * `ranges` are each searched word's word ids (`prefixRange`). The positions where some searched word starts a
 * word of the document are walked for covers: from a start, the first place where every searched word has been
 * seen ends a cover, and walking back from there to where every word has been seen again begins it; the next
 * cover is looked for from just after that beginning. Each cover adds 0.1 / (1 + its noise), the noise being
 * the positions inside it that match no word. The sum is rounded to a float4, as the SQL compares it.
 */
export function coverDensityRank(
  index: SearchIndex,
  position: number,
  ranges: readonly (readonly [number, number])[],
): number {
  const every = (1 << ranges.length) - 1;
  const start = index.documentStart[position] ?? 0;
  const end = index.documentStart[position + 1] ?? 0;
  if (places.length < end - start) {
    places = new Int32Array(end - start);
    masks = new Int32Array(end - start);
  }
  let found = 0;
  let seenAnywhere = 0;
  for (let at = start; at < end; at += 1) {
    const word = index.documents[at] ?? -1;
    if (word < 0) continue;
    let mask = 0;
    for (let bit = 0; bit < ranges.length; bit += 1) {
      const [from, to] = ranges[bit] ?? [0, 0];
      if (word >= from && word < to) mask |= 1 << bit;
    }
    if (mask === 0) continue;
    places[found] = at - start + 1;
    masks[found] = mask;
    found += 1;
    seenAnywhere |= mask;
  }
  if (seenAnywhere !== every) return 0;
  let rank = 0;
  let from = 0;
  for (;;) {
    let last = -1;
    let seen = 0;
    for (let entry = from; entry < found; entry += 1) {
      seen |= masks[entry] ?? 0;
      if (seen === every) {
        last = entry;
        break;
      }
    }
    if (last < 0) break;
    let first = last;
    seen = 0;
    for (let entry = last; entry >= from; entry -= 1) {
      seen |= masks[entry] ?? 0;
      if (seen === every) {
        first = entry;
        break;
      }
    }
    const entries = last - first + 1;
    let inverseSum = 0;
    for (let entry = 0; entry < entries; entry += 1) inverseSum += INVERSE_WEIGHT;
    const span = (places[last] ?? 0) - (places[first] ?? 0);
    let noise = span - (last - first);
    if (noise < 0) noise = Math.trunc((last - first) / 2);
    rank += entries / inverseSum / (1 + noise);
    from = first + 1;
  }
  return Math.fround(rank);
}
