import { createFileRoute } from '@tanstack/react-router';
import { MyOrdersPage } from './-components/my-orders-page';

export const Route = createFileRoute('/_signedIn/dashboard/MyOrders')({
  // Started, not awaited: the page keeps the menu on screen and shows its own loading and error states.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.orders.mine.queryOptions());
  },
  component: MyOrdersPage,
});
