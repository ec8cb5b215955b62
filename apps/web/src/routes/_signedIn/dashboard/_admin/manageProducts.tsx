import { createFileRoute } from '@tanstack/react-router';
import { validateProductsSearch } from './-components/admin-list-search';
import { AllProductsPage } from './-components/all-products-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/manageProducts')({
  validateSearch: validateProductsSearch,
  loaderDeps: ({ search: { category, q, stock } }) => ({ category, q, stock }),
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.catalog.list.queryOptions()),
      queryClient.ensureQueryData(trpc.catalog.categories.queryOptions()),
      deps.category || deps.q || deps.stock
        ? queryClient.ensureQueryData(trpc.admin.products.filteredIds.queryOptions(deps))
        : null,
    ]),
  component: AllProductsPage,
});
