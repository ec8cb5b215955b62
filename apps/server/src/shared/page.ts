import type { PageInput } from '@partsmith/contracts';

/** The rows to skip for a 1-based page. */
export function pageOffset({ page, pageSize }: PageInput): number {
  return (page - 1) * pageSize;
}

/** For LIKE patterns: the user's text matches literally, `%` and `_` included. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
