import { type PageSearch, searchPage, searchText } from '../../../../../lib/list-search';

/**
 * The Returns list's URL: its page and one status (none: every return). The route keeps the status as text so
 * the list of statuses stays out of the first load (route files load with every page); the page's
 * `returnsInput` drops one that is not a status.
 */
export type ReturnsSearch = PageSearch & { status?: string };
export const validateReturnsSearch = (search: Record<string, unknown>): ReturnsSearch => ({
  page: searchPage(search.page),
  status: searchText(search.status),
});
