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

/** The list procedures' paging input for a page from the URL. */
export function pageInput(page: number | undefined): { page: number; pageSize: number } {
  return { page: page ?? 1, pageSize: PAGE_SIZE };
}

/**
 * Moves the current list through its URL: `setPage` keeps the filters; `setFilters` starts again from page 1
 * (page 7 of the old results means nothing in the new ones). History is replaced for filters typed into a box.
 */
export function useListNavigation<Search extends PageSearch>(search: Search) {
  const navigate = useNavigate();
  const go = (next: Search, replace = false) => void navigate({ to: '.', search: next, replace });
  return {
    paging: {
      ...pageInput(search.page),
      setPage: (page: number) => go({ ...search, page: searchPage(page) }),
    },
    setFilters: (filters: Partial<Search>, replace = false) =>
      go({ ...search, ...filters, page: undefined }, replace),
  };
}
