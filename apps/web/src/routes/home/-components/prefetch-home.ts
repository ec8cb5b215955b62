import type { RouterContext } from '../../../lib/router-context';

/**
 * Starts the home page's queries while its code chunk downloads. Not awaited: the carousel and the rest of the
 * page should not wait for the API, and a failure is shown inline by each section (with retry), not as a page error.
 */
export function prefetchHome({ queryClient, trpc }: RouterContext): void {
  void queryClient.prefetchQuery(trpc.catalog.latest.queryOptions());
  void queryClient.prefetchQuery(trpc.reviews.list.queryOptions());
}
