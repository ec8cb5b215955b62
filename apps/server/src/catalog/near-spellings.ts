import { WORD_SIMILARITY_THRESHOLD } from '@partsmith/db';
import type { SearchIndex } from './search-index';
import { trigramSequence, wordSimilarity } from './word-similarity';

/** For each trigram of any name, the parts whose name holds it, ascending, once each. */
type NameTrigrams = ReadonlyMap<string, Int32Array>;

/** The name of the part at `position`, lower-cased (the index keeps them in one string). */
export const nameAt = (index: SearchIndex, position: number): string =>
  index.names.slice(index.nameStart[position] ?? 0, (index.nameStart[position + 1] ?? 1) - 1);

/**
 * The names' trigrams of a search index, built on the first misspelt word searched and kept with the index (so a
 * stock change, which reuses the index, reuses them too).
 */
const built = new WeakMap<SearchIndex, NameTrigrams>();

function nameTrigramsOf(index: SearchIndex): NameTrigrams {
  const known = built.get(index);
  if (known) return known;
  const lists = new Map<string, number[]>();
  const partCount = index.nameStart.length - 1;
  for (let position = 0; position < partCount; position += 1) {
    for (const trigram of new Set(trigramSequence(nameAt(index, position)))) {
      const list = lists.get(trigram);
      if (list) list.push(position);
      else lists.set(trigram, [position]);
    }
  }
  const trigrams = new Map([...lists].map(([trigram, list]) => [trigram, Int32Array.from(list)]));
  built.set(index, trigrams);
  return trigrams;
}

/**
 * The parts whose name holds a near spelling of `word`, ascending: `word <% name`, pg_trgm's word similarity of at
 * least the threshold the database sessions set. The similarity is at most the share of the word's trigrams the
 * name holds, so only the names holding enough of them are scored.
 */
export function nearSpellingParts(index: SearchIndex, word: string): Int32Array {
  const wanted = new Set(trigramSequence(word));
  const trigrams = nameTrigramsOf(index);
  const held = new Uint8Array(index.nameStart.length - 1);
  for (const trigram of wanted)
    for (const position of trigrams.get(trigram) ?? []) held[position] = (held[position] ?? 0) + 1;
  const enough = wanted.size * WORD_SIMILARITY_THRESHOLD;
  const found: number[] = [];
  held.forEach((count, position) => {
    if (
      count > 0 &&
      count >= enough &&
      wordSimilarity(wanted, nameAt(index, position)) >= WORD_SIMILARITY_THRESHOLD
    )
      found.push(position);
  });
  return Int32Array.from(found);
}
