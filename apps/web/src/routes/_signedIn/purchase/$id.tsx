import { createFileRoute, notFound } from '@tanstack/react-router';
import { PartNotFound } from '../../../components/part-not-found';
import { isNotFoundError } from '../../../lib/http-status';
import { PurchasePage } from './-components/purchase-page';
import { validatePurchaseSearch } from './-components/purchase-search';

export const Route = createFileRoute('/_signedIn/purchase/$id')({
  // `?quantity=N`: "Order again" starts from the last order's quantity, fitted to today's minimum and stock.
  validateSearch: validatePurchaseSearch,
  loader: async ({ context: { queryClient, trpc }, params }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(trpc.catalog.byId.queryOptions({ id: params.id })),
        // Phone and address start from the profile, so a returning customer types nothing.
        queryClient.ensureQueryData(trpc.users.profile.queryOptions()),
      ]);
    } catch (error) {
      // An unknown or malformed id is the shopper's dead end, not a failure: show the friendly not-found screen.
      if (isNotFoundError(error)) throw notFound();
      throw error;
    }
  },
  component: PurchasePage,
  notFoundComponent: PartNotFound,
});
