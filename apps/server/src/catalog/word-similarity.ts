/**
 * pg_trgm's `word_similarity`, reproduced (contrib/pg_trgm/trgm_op.c, `calc_word_similarity` without the strict
 * flag), so near spellings are found and ranked in memory exactly as `<%` and `word_similarity` do in the database
 * (decision 0072).
 */

/** A word as pg_trgm reads one under the database's C.UTF-8 ctype: letters and digits of any script. */
export const TRIGRAM_WORD = /[\p{L}\p{N}]+/gu;

/**
 * The text's trigrams in order, repeats kept (`generate_trgm_only`): each word lower-cased and padded with two
 * spaces in front and one behind, three characters at a time.
 */
export function trigramSequence(text: string): string[] {
  const sequence: string[] = [];
  for (const [word] of text.matchAll(TRIGRAM_WORD)) {
    const padded = [...`  ${word.toLowerCase()} `];
    for (let at = 0; at + 2 < padded.length; at += 1)
      sequence.push(`${padded[at]}${padded[at + 1]}${padded[at + 2]}`);
  }
  return sequence;
}

/** `CALCSML`: shared over all, in float4 as the C computes it. */
const similarity = (count: number, needleCount: number, extentCount: number) =>
  Math.fround(count / (needleCount + extentCount - count));

/**
 * `iterate_word_similarity`: the greatest similarity between the needle's trigrams and an extent of the text's,
 * the text given as the trigram ids `sequence[from]` up to `sequence[to]`, `held[id]` 1 for each the needle holds.
 * An extent ends at each trigram the needle holds and starts at its first such trigram, or later when that scores
 * higher: the same greedy walk as the C (not an exhaustive search, so it is reproduced step by step). `lastAt` is
 * scratch indexed by id, every entry -1, and left so.
 */
export function iterateWordSimilarity(
  { sequence, from, to }: { sequence: Int32Array; from: number; to: number },
  held: Uint8Array,
  needleCount: number,
  lastAt: Int32Array,
): number {
  if (needleCount === 0) return 0;
  let extentCount = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let at = from; at < to; at += 1) {
    const id = sequence[at] ?? 0;
    const found = held[id] === 1;
    if (lower >= 0 || found) {
      if ((lastAt[id] ?? -1) < 0) {
        extentCount += 1;
        if (found) count += 1;
      }
      lastAt[id] = at;
    }
    if (!found) continue;
    if (lower === -1) {
      lower = at;
      extentCount = 1;
    }
    let current = similarity(count, needleCount, extentCount);
    // Starting later may score higher: try each start up to here, as the C does.
    let tryCount = count;
    let tryExtent = extentCount;
    const previousLower = lower;
    for (let start = lower; start <= at; start += 1) {
      const tried = similarity(tryCount, needleCount, tryExtent);
      if (tried > current) {
        current = tried;
        extentCount = tryExtent;
        lower = start;
        count = tryCount;
      }
      const startId = sequence[start] ?? 0;
      if (lastAt[startId] === start) {
        tryExtent -= 1;
        if (held[startId] === 1) tryCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start += 1) {
      const startId = sequence[start] ?? 0;
      if (lastAt[startId] === start) lastAt[startId] = -1;
    }
  }
  for (let at = from; at < to; at += 1) lastAt[sequence[at] ?? 0] = -1;
  return best;
}
