import { isPartNumber } from '../schemas/pictures';

/** A numbered copy of one part's picture: `P-000123-1.jpg`, `P-000123_2.png`. */
const COPY_SUFFIX = /[-_]\d{1,2}$/;

/**
 * The part numbers a picture's file name may stand for, the whole name (without its extension) first, then the
 * name without a trailing `-1`/`_1` style suffix; only those that can be part numbers (decision 0071).
 */
export function pictureCandidates(fileName: string): string[] {
  const stem = fileName.trim().replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const withoutCopy = stem.replace(COPY_SUFFIX, '');
  return [...new Set([stem, withoutCopy])].filter(isPartNumber);
}

/**
 * The part a file name names, among the parts found (any case): the whole name wins, so a part numbered
 * `P-000123-1` takes `P-000123-1.png` even when `P-000123` exists too.
 */
export function matchPicture<Part extends { partNumber: string }>(
  fileName: string,
  parts: readonly Part[],
): Part | null {
  const byNumber = new Map(parts.map((part) => [part.partNumber.toLowerCase(), part]));
  for (const candidate of pictureCandidates(fileName)) {
    const part = byNumber.get(candidate.toLowerCase());
    if (part) return part;
  }
  return null;
}
