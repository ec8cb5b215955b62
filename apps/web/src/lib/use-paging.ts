import { useState } from 'react';

export const PAGE_SIZE = 20;

/**
 * The page of a server-paged list. `filters` are what the list is filtered by: when they change, the reader is
 * back on page 1 (page 7 of the old results means nothing in the new ones), without an effect or a stale render.
 */
export function usePaging(filters: unknown) {
  const key = JSON.stringify(filters);
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  return { page, pageSize: PAGE_SIZE, setPage: (next: number) => setState({ key, page: next }) };
}
