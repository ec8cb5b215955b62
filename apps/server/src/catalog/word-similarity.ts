/**
 * pg_trgm's `word_similarity`, reproduced (contrib/pg_trgm/trgm_op.c, `calc_word_similarity` without the strict
 * flag), so near spellings are found in memory exactly as `<%` finds them in the database (decision 0072).
 */

/** A word as pg_trgm reads one under the database's C.UTF-8 ctype: letters and digits of any script. */
const TRIGRAM_WORD = /[\p{L}\p{N}]+/gu;

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
 * The greatest similarity between the needle's trigrams and an extent of the text's (`iterate_word_similarity`):
 * an extent ends at each trigram the needle holds and starts at its first such trigram, or later when that scores
 * higher, the same greedy walk as the C (it is not an exhaustive search, so it is reproduced step by step).
 */
export function wordSimilarity(needle: ReadonlySet<string>, text: string): number {
  if (needle.size === 0) return 0;
  const sequence = trigramSequence(text);
  // Each distinct trigram of the text as a small integer, and whether the needle holds it.
  const ids = new Map<string, number>();
  const indexes = new Int32Array(sequence.length);
  const found: boolean[] = [];
  sequence.forEach((trigram, at) => {
    let id = ids.get(trigram);
    if (id === undefined) {
      id = ids.size;
      ids.set(trigram, id);
      found.push(needle.has(trigram));
    }
    indexes[at] = id;
  });
  const lastAt = new Int32Array(ids.size).fill(-1);
  let extentCount = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let at = 0; at < sequence.length; at += 1) {
    const id = indexes[at] ?? 0;
    if (lower >= 0 || found[id]) {
      if ((lastAt[id] ?? -1) < 0) {
        extentCount += 1;
        if (found[id]) count += 1;
      }
      lastAt[id] = at;
    }
    if (!found[id]) continue;
    if (lower === -1) {
      lower = at;
      extentCount = 1;
    }
    let current = similarity(count, needle.size, extentCount);
    // Starting later may score higher: try each start up to here, as the C does.
    let tryCount = count;
    let tryExtent = extentCount;
    const previousLower = lower;
    for (let start = lower; start <= at; start += 1) {
      const tried = similarity(tryCount, needle.size, tryExtent);
      if (tried > current) {
        current = tried;
        extentCount = tryExtent;
        lower = start;
        count = tryCount;
      }
      const startId = indexes[start] ?? 0;
      if (lastAt[startId] === start) {
        tryExtent -= 1;
        if (found[startId]) tryCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start += 1) {
      const startId = indexes[start] ?? 0;
      if (lastAt[startId] === start) lastAt[startId] = -1;
    }
  }
  return best;
}
