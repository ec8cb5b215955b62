/** The spec's truncation: the first `length` characters plus an ellipsis, only when the text is longer. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
