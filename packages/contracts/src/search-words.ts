/**
 * The words of a search, as the server matches them and the browser highlights them (decision 0059): lower-case
 * runs of ASCII letters and digits, anything else a separator, so "M10x1.5 zinc-plated" is m10x1, 5, zinc and
 * plated on both sides. The database's search document splits a part's text the same way.
 */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[0-9a-z]+/g) ?? [];
}

/** More words add nothing a buyer needs and cost the query; the rest of a longer search is left out. */
export const SEARCH_WORDS_MAX = 8;

/** Words this long or longer also match a near spelling in a part's name ("bering" finds "bearing"). */
export const TYPO_TOLERANT_LENGTH = 4;

/**
 * pg_trgm's word similarity threshold, the default: the share of a search word's trigrams found in one word of the
 * name. "nutt" and "nut" share 3 of 5.
 */
const NEAR_SPELLING = 0.6;

/** pg_trgm's trigrams of one word: padded with two spaces in front and one behind. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) found.add(padded.slice(index, index + 3));
  return found;
}

/** Whether `candidate`, a word of a part's text, is what the buyer meant by `searched`: its start, or near it. */
function isMatch(searched: string, candidate: string): boolean {
  if (candidate.startsWith(searched)) return true;
  if (searched.length < TYPO_TOLERANT_LENGTH) return false;
  const wanted = trigrams(searched);
  const shared = [...trigrams(candidate)].filter((trigram) => wanted.has(trigram)).length;
  return shared / wanted.size >= NEAR_SPELLING;
}

export interface TextSegment {
  text: string;
  /** This piece is a word the search matched. */
  match: boolean;
}

/**
 * `text` in pieces, the words the search matched marked (for highlighting): a word starting with a searched word,
 * or spelt near one. Joined again, the pieces are `text` exactly.
 */
export function matchedSegments(text: string, search: string): TextSegment[] {
  const searched = searchWords(search).slice(0, SEARCH_WORDS_MAX);
  const segments: TextSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(/[0-9a-z]+/gi)) {
    const word = found[0].toLowerCase();
    if (!searched.some((wanted) => isMatch(wanted, word))) continue;
    if (found.index > last) segments.push({ text: text.slice(last, found.index), match: false });
    segments.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
