import { createFileRoute } from '@tanstack/react-router';
import { ordersInput, validateOrdersSearch } from './-components/admin-list-search';
import { AllOrdersPage } from './-components/all-orders-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/manageAllOrders')({
  validateSearch: validateOrdersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.orders.all.queryOptions(ordersInput(deps))),
  component: AllOrdersPage,
});
