import type { OrderAgainAnswer } from '@partsmith/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

/**
 * What "Order again" changed, kept in the browser (like the sign-in merge's notice) so /cart can say it until the
 * buyer dismisses it: the answer comes once, from the press.
 */
export const orderAgainNoticeQuery = queryOptions<OrderAgainAnswer | null>({
  queryKey: ['order-again-notice'],
  queryFn: () => null,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function rememberOrderAgain(queryClient: QueryClient, answer: OrderAgainAnswer): void {
  queryClient.setQueryData(orderAgainNoticeQuery.queryKey, answer);
}

export function forgetOrderAgain(queryClient: QueryClient): void {
  queryClient.setQueryData(orderAgainNoticeQuery.queryKey, null);
}
