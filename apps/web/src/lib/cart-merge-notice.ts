import type { Cart, CartMergeChange } from '@partsmith/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { RouterContext } from './router-context';

/**
 * The server answers the sign-in merge's notice once; the browser keeps it here (not a server query: nothing
 * refetches it) so /cart can explain it until dismissed. Not under a public router: a sign-in or out drops it.
 */
const MERGE_NOTICE_KEY = ['cart-merge-notice'] as const;

export function rememberMergeNotice(queryClient: QueryClient, cart: Pick<Cart, 'mergeNotice'>): void {
  if (cart.mergeNotice) queryClient.setQueryData(mergeNoticeQuery.queryKey, cart.mergeNotice);
}

/** Read by /cart; the data is only ever set, never fetched. */
export const mergeNoticeQuery = queryOptions<CartMergeChange[] | null>({
  queryKey: MERGE_NOTICE_KEY,
  queryFn: () => null,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function forgetMergeNotice(queryClient: QueryClient): void {
  queryClient.setQueryData(mergeNoticeQuery.queryKey, null);
}

export const MERGED_CART = 'We merged the cart from before you signed in';

/** After a sign-in: when the visitor's cart joined the account's, a toast says so and leads to the cart. */
export async function announceCartMerge(
  { queryClient, trpc }: RouterContext,
  openCart: () => void,
): Promise<void> {
  const cart = await queryClient.fetchQuery(trpc.cart.view.queryOptions());
  rememberMergeNotice(queryClient, cart);
  if (!cart.mergeNotice) return;
  const changed = cart.mergeNotice.length;
  const { toast } = await import('sonner');
  toast.info(MERGED_CART, {
    description:
      changed > 0 ? `${changed} line${changed === 1 ? '' : 's'} changed: see your cart.` : undefined,
    action: { label: 'View cart', onClick: openCart },
  });
}
