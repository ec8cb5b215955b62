/** Sorted lists of catalogue positions (the search index's postings and matches), combined in one pass. */

/** Two ascending lists as one, each position once. */
export function merge(a: ArrayLike<number>, b: ArrayLike<number>): Int32Array {
  const merged = new Int32Array(a.length + b.length);
  let kept = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next =
      j >= b.length || (i < a.length && (a[i] ?? 0) <= (b[j] ?? 0)) ? (a[i++] ?? 0) : (b[j++] ?? 0);
    if (kept === 0 || merged[kept - 1] !== next) merged[kept++] = next;
  }
  return merged.subarray(0, kept);
}

/** The positions in both ascending lists. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let kept = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const left = a[i] ?? 0;
    const right = b[j] ?? 0;
    if (left === right) {
      both[kept++] = left;
      i += 1;
      j += 1;
    } else if (left < right) i += 1;
    else j += 1;
  }
  return both.subarray(0, kept);
}

/**
 * The positions of an ascending list that `keep` says yes to, still ascending. A loop into one buffer: a typed
 * array's own `filter` calls its callback from a builtin, unoptimized, and gathers into a growing list first.
 */
export function keepWhere(list: Int32Array, keep: (position: number) => boolean): Int32Array {
  const kept = new Int32Array(list.length);
  let length = 0;
  for (let at = 0; at < list.length; at += 1) {
    const position = list[at] ?? 0;
    if (keep(position)) kept[length++] = position;
  }
  return kept.subarray(0, length);
}
