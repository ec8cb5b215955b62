import { RETURN_STATUSES, type ReturnStatus } from '@partsmith/contracts';
import { type PageSearch, pageInput, searchChoice, searchPage } from '../../../../../lib/list-search';

/** The Returns list's URL: its page and one status (none: every return). */
export type ReturnsSearch = PageSearch & { status?: ReturnStatus };
export const validateReturnsSearch = (search: Record<string, unknown>): ReturnsSearch => ({
  page: searchPage(search.page),
  status: searchChoice(search.status, RETURN_STATUSES),
});
export const returnsInput = ({ page, status }: ReturnsSearch) => ({ ...pageInput(page), status });
