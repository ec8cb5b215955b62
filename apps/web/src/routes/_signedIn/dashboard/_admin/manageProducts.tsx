import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '../../../../lib/list-search';
import { AllProductsPage } from './-components/all-products-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/manageProducts')({
  validateSearch: validatePageSearch,
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.catalog.list.queryOptions()),
  component: AllProductsPage,
});
