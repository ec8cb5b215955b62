import { WORD_SIMILARITY_THRESHOLD } from '@partsmith/db';
import { intersect, keepWhere } from './ascending-positions';
import type { SearchIndex } from './search-index';
import { iterateWordSimilarity, TRIGRAM_WORD, trigramSequence } from './word-similarity';

/**
 * The names' trigrams as pg_trgm reads them (decision 0072), for near spellings (`<%`), their rank
 * (`word_similarity`) and the parts a search can be part of the name of. Trigrams are ids here: a word's id is its
 * place in `ids`.
 */
interface NameTrigrams {
  ids: ReadonlyMap<string, number>;
  /** The parts whose name holds trigram `t`, ascending, once each: `postings[postingStart[t]]` up to `[t + 1]`. */
  postings: Int32Array;
  postingStart: Int32Array;
  /** Each name's trigrams in order, repeats kept (`sequenceStart` as above): what `word_similarity` walks. */
  sequences: Int32Array;
  sequenceStart: Int32Array;
  /** Scratch for `iterateWordSimilarity`, one entry per trigram, every entry -1 between uses. */
  lastAt: Int32Array;
}

/** The name of the part at `position`, lower-cased (the index keeps them in one string). */
export const nameAt = (index: SearchIndex, position: number): string =>
  index.names.slice(index.nameStart[position] ?? 0, (index.nameStart[position + 1] ?? 1) - 1);

/** Built on the first search that needs them and kept with the index (a stock change, which keeps it, keeps them). */
const built = new WeakMap<SearchIndex, NameTrigrams>();

function nameTrigramsOf(index: SearchIndex): NameTrigrams {
  const known = built.get(index);
  if (known) return known;
  const ids = new Map<string, number>();
  const partCount = index.nameStart.length - 1;
  // A word of n characters has n + 1 trigrams, so the names have at most twice their length: one buffer, no
  // growing array left for a full collection to sweep while the shop answers.
  const buffer = new Int32Array(2 * index.names.length);
  let length = 0;
  const sequenceStart = new Int32Array(partCount + 1);
  for (let position = 0; position < partCount; position += 1) {
    for (const trigram of trigramSequence(nameAt(index, position))) {
      let id = ids.get(trigram);
      if (id === undefined) {
        id = ids.size;
        ids.set(trigram, id);
      }
      buffer[length++] = id;
    }
    sequenceStart[position + 1] = length;
  }
  const sequences = buffer.slice(0, length);
  const trigrams = { ids, sequences, sequenceStart, ...invert(sequences, sequenceStart, ids.size) };
  built.set(index, trigrams);
  return trigrams;
}

/** Each trigram's parts, ascending, once each however often a name holds it. */
function invert(sequences: Int32Array, sequenceStart: Int32Array, trigramCount: number) {
  const lastPart = new Int32Array(trigramCount).fill(-1);
  const postingStart = new Int32Array(trigramCount + 1);
  const eachFirst = (visit: (id: number, position: number) => void) => {
    lastPart.fill(-1);
    for (let position = 0; position + 1 < sequenceStart.length; position += 1)
      for (let at = sequenceStart[position] ?? 0; at < (sequenceStart[position + 1] ?? 0); at += 1) {
        const id = sequences[at] ?? 0;
        if (lastPart[id] === position) continue;
        lastPart[id] = position;
        visit(id, position);
      }
  };
  eachFirst((id) => {
    postingStart[id + 1] = (postingStart[id + 1] ?? 0) + 1;
  });
  for (let id = 0; id < trigramCount; id += 1)
    postingStart[id + 1] = (postingStart[id + 1] ?? 0) + (postingStart[id] ?? 0);
  const postings = new Int32Array(postingStart[trigramCount] ?? 0);
  const filled = postingStart.slice(0, trigramCount);
  eachFirst((id, position) => {
    const slot = filled[id] ?? 0;
    postings[slot] = position;
    filled[id] = slot + 1;
  });
  return { postings, postingStart, lastAt: new Int32Array(trigramCount).fill(-1) };
}

const postingsOf = (trigrams: NameTrigrams, id: number) =>
  trigrams.postings.subarray(trigrams.postingStart[id] ?? 0, trigrams.postingStart[id + 1] ?? 0);

/**
 * `word_similarity(needle, name)` of the part at a position, for one needle: its trigrams are marked once, then
 * each name costs a walk of its own trigrams.
 */
export function similarityTo(index: SearchIndex, needle: string) {
  const trigrams = nameTrigramsOf(index);
  const wanted = new Set(trigramSequence(needle));
  const held = new Uint8Array(trigrams.ids.size);
  const heldIds: number[] = [];
  for (const trigram of wanted) {
    const id = trigrams.ids.get(trigram);
    if (id !== undefined) {
      held[id] = 1;
      heldIds.push(id);
    }
  }
  return {
    /** The needle's trigrams that some name holds. */
    heldIds,
    needleCount: wanted.size,
    of: (position: number) =>
      iterateWordSimilarity(
        {
          sequence: trigrams.sequences,
          from: trigrams.sequenceStart[position] ?? 0,
          to: trigrams.sequenceStart[position + 1] ?? 0,
        },
        held,
        wanted.size,
        trigrams.lastAt,
      ),
  };
}

/** Whether `word <% name`: pg_trgm's word similarity at least the threshold the database sessions set. */
export const isNearSpelling = (similarity: number) => similarity >= WORD_SIMILARITY_THRESHOLD;

/**
 * The parts whose name holds a near spelling of `word`, ascending (`word <% name`). The similarity is at most the
 * share of the word's trigrams the name holds, so only the names holding enough of them are scored.
 */
export function nearSpellingParts(index: SearchIndex, word: string): Int32Array {
  const trigrams = nameTrigramsOf(index);
  const similarity = similarityTo(index, word);
  const counts = new Uint16Array(index.nameStart.length - 1);
  for (const id of similarity.heldIds)
    for (const position of postingsOf(trigrams, id)) counts[position] = (counts[position] ?? 0) + 1;
  const enough = Math.max(1, similarity.needleCount * WORD_SIMILARITY_THRESHOLD);
  const found: number[] = [];
  for (let position = 0; position < counts.length; position += 1)
    if ((counts[position] ?? 0) >= enough && isNearSpelling(similarity.of(position))) found.push(position);
  return Int32Array.from(found);
}

/** The three-character pieces of each run of letters and digits in the text, run by run: a name holding it holds them. */
function innerTrigramsByRun(text: string): string[][] {
  const runs: string[][] = [];
  for (const [run] of text.matchAll(TRIGRAM_WORD)) {
    const chars = [...run];
    const pieces: string[] = [];
    for (let at = 0; at + 2 < chars.length; at += 1)
      pieces.push(`${chars[at]}${chars[at + 1]}${chars[at + 2]}`);
    if (pieces.length > 0) runs.push(pieces);
  }
  return runs;
}

const byLength = (a: Int32Array, b: Int32Array) => a.length - b.length;

/**
 * The posting lists of the trigrams inside the needle's words, every name holding the needle holds them all: the
 * rarest of each word first (shortest first), then the others, shortest first. One word's trigrams mostly name the
 * same parts ("bol" and "olt"), another word's cut them: "bol" then "hex" leave 250 of 100,000 names, "bol" then
 * "olt" 5,000. Null when it has none (under three letters in a row): then only reading every name tells.
 */
function innerTrigramLists(index: SearchIndex, needle: string): Int32Array[] | null {
  const runs = innerTrigramsByRun(needle);
  if (runs.length === 0) return null;
  const trigrams = nameTrigramsOf(index);
  const rarest: Int32Array[] = [];
  const others: Int32Array[] = [];
  const seen = new Set<string>();
  for (const pieces of runs) {
    const lists: Int32Array[] = [];
    for (const piece of pieces) {
      if (seen.has(piece)) continue;
      seen.add(piece);
      const id = trigrams.ids.get(piece);
      if (id === undefined) return [new Int32Array(0)];
      lists.push(postingsOf(trigrams, id));
    }
    lists.sort(byLength);
    const [first, ...rest] = lists;
    if (first) rarest.push(first);
    others.push(...rest);
  }
  return [...rarest.sort(byLength), ...others.sort(byLength)];
}

/** At most how many names hold `needle`: the parts of its rarest trigram, or every part. */
export const namesHoldingBound = (index: SearchIndex, needle: string): number =>
  innerTrigramLists(index, needle)?.[0]?.length ?? index.nameStart.length - 1;

/**
 * The parts whose lower-cased name holds `needle` (lower case, not blank), ascending: the names holding every
 * trigram inside its words, each then read. Null when the needle has no such trigram.
 */
export function namesHolding(index: SearchIndex, needle: string): Int32Array | null {
  const lists = innerTrigramLists(index, needle);
  if (!lists) return null;
  let candidates: Int32Array = lists[0] ?? new Int32Array(0);
  // Intersecting costs the lists' lengths: once the candidates are few, or few against the next list, reading
  // their names is cheaper.
  for (const list of lists.slice(1)) {
    if (candidates.length < 64 || list.length > 8 * candidates.length) break;
    candidates = intersect(candidates, list);
  }
  return keepWhere(candidates, (position) => nameAt(index, position).includes(needle));
}
