import { createFileRoute } from '@tanstack/react-router';
import { MyOrdersPage } from './-components/my-orders-page';

export const Route = createFileRoute('/_signedIn/dashboard/MyOrders/')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.orders.mine.queryOptions()),
  component: MyOrdersPage,
});
