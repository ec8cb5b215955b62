import { ORDER_STATUSES, type OrderStatus } from '@partsmith/contracts';
import {
  type CursorSearch,
  cursorInput,
  type PageSearch,
  pageInput,
  searchChoice,
  searchCursor,
  searchPage,
  searchText,
} from '../../../../../lib/list-search';

/**
 * The filtered admin lists' search params and the query input each one makes: the route validates the search,
 * its loader prefetches `trpc.<list>.queryOptions(input)`, and the page reads the same options back.
 */

export type UsersSearch = CursorSearch & { search?: string };
export const validateUsersSearch = (search: Record<string, unknown>): UsersSearch => ({
  ...searchCursor(search),
  search: searchText(search.search),
});
export const usersInput = ({ search, ...cursor }: UsersSearch) => ({ ...cursorInput(cursor), search });

/** No status: every order but the cancelled ones. `search`: an order number, or part of a name or email. */
export type OrdersSearch = CursorSearch & { status?: OrderStatus; search?: string };
export const validateOrdersSearch = (search: Record<string, unknown>): OrdersSearch => ({
  ...searchCursor(search),
  status: searchChoice(search.status, ORDER_STATUSES),
  search: searchText(search.search),
});
export const ordersInput = ({ status, search, ...cursor }: OrdersSearch) => ({
  ...cursorInput(cursor),
  status,
  search,
});

/** No `shown`: the messages waiting for an answer. */
export const MESSAGE_FILTERS = ['waiting', 'handled', 'all'] as const;
export type MessagesSearch = PageSearch & { shown?: (typeof MESSAGE_FILTERS)[number] };
export const validateMessagesSearch = (search: Record<string, unknown>): MessagesSearch => ({
  page: searchPage(search.page),
  shown: searchChoice(search.shown, MESSAGE_FILTERS),
});
export const messagesInput = ({ page, shown = 'waiting' }: MessagesSearch) => ({
  ...pageInput(page),
  handled: shown === 'all' ? undefined : shown === 'handled',
});
