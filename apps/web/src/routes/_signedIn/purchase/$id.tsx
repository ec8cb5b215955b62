import { createFileRoute, notFound } from '@tanstack/react-router';
import { PartNotFound } from '../../../components/part-not-found';
import { isNotFoundError } from '../../../lib/http-status';
import { PurchasePage } from './-components/purchase-page';

export const Route = createFileRoute('/_signedIn/purchase/$id')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    try {
      await queryClient.ensureQueryData(trpc.catalog.byId.queryOptions({ id: params.id }));
    } catch (error) {
      // An unknown or malformed id is the shopper's dead end, not a failure: show the friendly not-found screen.
      if (isNotFoundError(error)) throw notFound();
      throw error;
    }
  },
  component: PurchasePage,
  notFoundComponent: PartNotFound,
});
