import { useNavigate } from '@tanstack/react-router';

export const PAGE_SIZE = 20;

/** What every paged list keeps in its URL, so it can be linked and keeps its page on reload. */
export interface PageSearch {
  page?: number;
}

/** `?page=`: a whole number from 2 up; anything else is the first page, left out of the URL. */
export function searchPage(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 1 ? value : undefined;
}

/** `validateSearch` of a list with no filters. */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  return { page: searchPage(search.page) };
}

/** A filter's value from the URL when it is one of `choices`; anything else is the list's default. */
export function searchChoice<Choice extends string>(
  value: unknown,
  choices: readonly Choice[],
): Choice | undefined {
  return choices.find((choice) => choice === value);
}

/** Free text (a search box) from the URL: trimmed, and left out when empty. */
export function searchText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * What a keyset-paged list keeps in its URL (decision 0033): the cursor of the page shown, opaque, made by the
 * server. `after` continues past a page, `before` walks back from one; none is the first page.
 */
export interface CursorSearch {
  after?: string;
  before?: string;
}

/** `?after=` or `?before=` (`after` wins); a damaged cursor is the server's to refuse. */
export function searchCursor(search: Record<string, unknown>): CursorSearch {
  const after = searchText(search.after);
  return { after, before: after ? undefined : searchText(search.before) };
}

/** The keyset list procedures' paging input for the page in the URL. */
export function cursorInput({ after, before }: CursorSearch): CursorSearch & { pageSize: number } {
  return { after, before, pageSize: PAGE_SIZE };
}

/** The list procedures' paging input for a page from the URL. */
export function pageInput(page: number | undefined): { page: number; pageSize: number } {
  return { page: page ?? 1, pageSize: PAGE_SIZE };
}

/**
 * Moves the current list through its URL: `setPage` (offset lists) and `turnPage` (keyset lists) keep the
 * filters; `setFilters` starts again from the first page (page 7 of the old results means nothing in the new
 * ones). History is replaced for filters typed into a box.
 */
export function useListNavigation<Search extends PageSearch | CursorSearch>(search: Search) {
  const navigate = useNavigate();
  const go = (next: Search, replace = false) => void navigate({ to: '.', search: next, replace });
  const firstPage = { page: undefined, after: undefined, before: undefined };
  return {
    paging: {
      ...pageInput('page' in search ? search.page : undefined),
      setPage: (page: number) => go({ ...search, page: searchPage(page) }),
    },
    turnPage: (cursor: CursorSearch) => go({ ...search, ...firstPage, ...cursor }),
    setFilters: (filters: Partial<Search>, replace = false) =>
      go({ ...search, ...filters, ...firstPage }, replace),
  };
}
