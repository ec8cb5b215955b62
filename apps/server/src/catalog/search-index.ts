import { searchWords } from '@partsmith/contracts';
import type { CatalogueSnapshot } from './catalogue-read-model';

/**
 * PostgreSQL leaves a word of 2,048 characters or more out of a tsvector, and keeps at most 255 positions of one
 * word in a document (the first ones): the index does the same, so a search and its rank mean what they do there.
 */
const LONGEST_WORD = 2_047;
const POSITIONS_KEPT = 255;

/**
 * The catalogue's search document, inverted (decision 0072): for every word any part on sale holds, the parts that
 * hold it, so a word typed as a prefix is a range of the sorted words and its parts the union of their lists.
 * Positions are the snapshot's (`products`, newest first). Built once per catalogue version, on the first search.
 */
export interface SearchIndex {
  /** Every word of every part's document, sorted by code unit, each once: a word's id is its place here. */
  words: readonly string[];
  /** The parts holding word `w`, ascending, are `postings[postingStart[w]]` up to `postingStart[w + 1]`. */
  postings: Int32Array;
  postingStart: Int32Array;
  /** How often each posting's part holds its word (at most the 255 positions kept): a one-word search's rank. */
  occurrences: Uint8Array;
  /**
   * Each part's document as word ids in order (`documentStart` as above): a word's place is its position, as in
   * the tsvector. An occurrence past the 255 a document keeps of its word is stored as -1 - id (ranked as absent).
   */
  documents: Int32Array;
  documentStart: Int32Array;
  /** Every name in lower case, each followed by a line break, and where each starts: "part of the name". */
  names: string;
  nameStart: Int32Array;
  /** The position of the part of each part number, in lower case. */
  byPartNumber: ReadonlyMap<string, number>;
}

/** The part's text as `product_search_document` joins it (migration 0019), split as contracts' `searchWords`. */
function documentWords(
  part: CatalogueSnapshot['products'][number],
  specificationText: string | undefined,
): string[] {
  const text = `${part.partNumber} ${part.name} ${part.description} ${specificationText ?? ''}`;
  return searchWords(text).filter((word) => word.length <= LONGEST_WORD);
}

export function buildSearchIndex(snapshot: CatalogueSnapshot): SearchIndex {
  const parts = snapshot.products;
  const firstIds = new Map<string, number>();
  const sequence: number[] = [];
  const documentStart = new Int32Array(parts.length + 1);
  parts.forEach((part, position) => {
    for (const word of documentWords(part, snapshot.specificationTexts.get(part.id))) {
      let id = firstIds.get(word);
      if (id === undefined) {
        id = firstIds.size;
        firstIds.set(word, id);
      }
      sequence.push(id);
    }
    documentStart[position + 1] = sequence.length;
  });
  // Ids in sorted order, so the words a prefix starts are one range of ids.
  const words = [...firstIds.keys()].sort();
  const sortedId = new Int32Array(words.length);
  words.forEach((word, id) => {
    sortedId[firstIds.get(word) ?? 0] = id;
  });
  const documents = Int32Array.from(sequence, (id) => sortedId[id] ?? 0);
  const { postings, postingStart, occurrences } = invert(documents, documentStart, words.length);
  keepPositionsAsPostgresDoes(documents, documentStart);
  const nameStart = new Int32Array(parts.length + 1);
  const lowerNames = parts.map((part, position) => {
    const name = part.name.toLowerCase();
    nameStart[position + 1] = (nameStart[position] ?? 0) + name.length + 1;
    return name;
  });
  return {
    words,
    postings,
    postingStart,
    occurrences,
    documents,
    documentStart,
    names: `${lowerNames.join('\n')}\n`,
    nameStart,
    byPartNumber: new Map(parts.map((part, position) => [part.partNumber.toLowerCase(), position])),
  };
}

/** Each word's parts, ascending, once each however often a part holds it, and how often (up to 255). */
function invert(documents: Int32Array, documentStart: Int32Array, wordCount: number) {
  const lastPart = new Int32Array(wordCount).fill(-1);
  const lastSlot = new Int32Array(wordCount);
  const postingStart = new Int32Array(wordCount + 1);
  const eachOccurrence = (visit: (word: number, position: number, again: boolean) => void) => {
    for (let position = 0; position + 1 < documentStart.length; position += 1) {
      for (let at = documentStart[position] ?? 0; at < (documentStart[position + 1] ?? 0); at += 1) {
        const word = documents[at] ?? 0;
        const again = lastPart[word] === position;
        lastPart[word] = position;
        visit(word, position, again);
      }
    }
  };
  eachOccurrence((word, _position, again) => {
    if (!again) postingStart[word + 1] = (postingStart[word + 1] ?? 0) + 1;
  });
  for (let word = 0; word < wordCount; word += 1)
    postingStart[word + 1] = (postingStart[word + 1] ?? 0) + (postingStart[word] ?? 0);
  const postings = new Int32Array(postingStart[wordCount] ?? 0);
  const occurrences = new Uint8Array(postings.length);
  const filled = postingStart.slice(0, wordCount);
  lastPart.fill(-1);
  eachOccurrence((word, position, again) => {
    if (again) {
      const slot = lastSlot[word] ?? 0;
      occurrences[slot] = Math.min(POSITIONS_KEPT, (occurrences[slot] ?? 0) + 1);
      return;
    }
    const slot = filled[word] ?? 0;
    postings[slot] = position;
    occurrences[slot] = 1;
    lastSlot[word] = slot;
    filled[word] = slot + 1;
  });
  return { postings, postingStart, occurrences };
}

/** Marks the occurrences past a word's 255th in a document (only a document that long can have them). */
function keepPositionsAsPostgresDoes(documents: Int32Array, documentStart: Int32Array) {
  for (let position = 0; position + 1 < documentStart.length; position += 1) {
    const start = documentStart[position] ?? 0;
    const end = documentStart[position + 1] ?? 0;
    if (end - start <= POSITIONS_KEPT) continue;
    const seen = new Map<number, number>();
    for (let at = start; at < end; at += 1) {
      const word = documents[at] ?? 0;
      const count = (seen.get(word) ?? 0) + 1;
      seen.set(word, count);
      if (count > POSITIONS_KEPT) documents[at] = -1 - word;
    }
  }
}

/** The last index built and the parts it was built from (the next version's parts replace them when it is reused). */
let lastBuilt: { built: DocumentsOf; index: SearchIndex } | null = null;

type DocumentsOf = Pick<CatalogueSnapshot, 'products' | 'specificationTexts'>;

/** Whether every part is where it was, with the same text: a stock or price change leaves the index as it was. */
function sameDocuments(before: DocumentsOf, after: DocumentsOf): boolean {
  if (before.products.length !== after.products.length) return false;
  return after.products.every((part, position) => {
    const was = before.products[position];
    return (
      was !== undefined &&
      was.id === part.id &&
      was.partNumber === part.partNumber &&
      was.name === part.name &&
      was.description === part.description &&
      before.specificationTexts.get(part.id) === after.specificationTexts.get(part.id)
    );
  });
}

/**
 * The search index of this catalogue version: built on first use and kept with the snapshot, or the previous
 * version's when no part's text or place changed (each stock change is a version; the build takes seconds at 100k).
 */
export const searchIndexOf = (snapshot: CatalogueSnapshot): SearchIndex =>
  snapshot.derive('search-index', (of) => {
    const index = lastBuilt && sameDocuments(lastBuilt.built, of) ? lastBuilt.index : buildSearchIndex(of);
    // Only what the comparison reads: never the snapshot, whose derived answers would outlive it.
    lastBuilt = { built: { products: of.products, specificationTexts: of.specificationTexts }, index };
    return index;
  });

/** The first id at or after `word` in code unit order (binary search). */
function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle] ?? '') < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The ids of the words `prefix` starts, `[from, to)`: they are adjacent in sorted order. */
export function prefixRange(index: SearchIndex, prefix: string): [from: number, to: number] {
  // No word holds U+FFFF, so every word starting with the prefix sorts before prefix + U+FFFF.
  return [lowerBound(index.words, prefix), lowerBound(index.words, `${prefix}\uffff`)];
}
