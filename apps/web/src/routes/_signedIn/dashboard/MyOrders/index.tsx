import { createFileRoute } from '@tanstack/react-router';
import { cursorInput, searchCursor } from '../../../../lib/list-search';
import { MyOrdersPage } from './-components/my-orders-page';

export const Route = createFileRoute('/_signedIn/dashboard/MyOrders/')({
  validateSearch: searchCursor,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.orders.mine.queryOptions(cursorInput(deps))),
  component: MyOrdersPage,
});
