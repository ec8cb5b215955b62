import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '../../../../lib/list-search';
import { AllProductsPage } from './-components/all-products-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/manageProducts')({
  // `?stock=short`: only the parts nobody can order as they stand (contracts' isShortOfStock); none: every part.
  validateSearch: (search): { page?: number; stock?: 'short' } => ({
    ...validatePageSearch(search),
    stock: search.stock === 'short' ? 'short' : undefined,
  }),
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.catalog.list.queryOptions()),
  component: AllProductsPage,
});
