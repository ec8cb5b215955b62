import { createFileRoute, notFound } from '@tanstack/react-router';
import { PartNotFound } from '../../components/part-not-found';
import { isNotFoundError } from '../../lib/http-status';
import { ProductPage } from './-components/product-page';
import { ProductPending } from './-components/product-pending';

export const Route = createFileRoute('/parts/$id')({
  // The build prerenders this page without data (decision 0034): ProductPending, one page for every part.
  ssr: false,
  loader: async ({ context: { queryClient, trpc }, params }) => {
    try {
      await queryClient.ensureQueryData(trpc.catalog.byId.queryOptions({ id: params.id }));
    } catch (error) {
      // An unknown, malformed or removed part is a dead end to explain, not a failure.
      if (isNotFoundError(error)) throw notFound();
      throw error;
    }
  },
  component: ProductPage,
  pendingComponent: ProductPending,
  notFoundComponent: PartNotFound,
});
