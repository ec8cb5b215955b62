import { createFileRoute } from '@tanstack/react-router';
import { AllProductsPage } from './-components/all-products-page';
import { validateProductsSearch } from './-components/products-search';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/manageProducts')({
  // The page, and the filters the list and its CSV download share (decision 0062); `?stock=short` is the overview's.
  validateSearch: validateProductsSearch,
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.catalog.list.queryOptions()),
  component: AllProductsPage,
});
