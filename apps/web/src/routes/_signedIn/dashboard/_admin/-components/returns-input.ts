import { RETURN_STATUSES, type ReturnStatus } from '@partsmith/contracts';
import { pageInput, searchChoice } from '../../../../../lib/list-search';
import type { ReturnsSearch } from './returns-search';

/** The status in the URL when it is one; anything else shows every return. */
export const returnStatusOf = (status: string | undefined): ReturnStatus | undefined =>
  searchChoice(status, RETURN_STATUSES);

/** `admin.returns.list`'s input for the page in the URL. */
export const returnsInput = ({ page, status }: ReturnsSearch) => ({
  ...pageInput(page),
  status: returnStatusOf(status),
});
