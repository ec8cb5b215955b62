import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFoundError } from '../../../../lib/http-status';
import { OrderNotFound } from '../payment/-components/order-not-found';
import { OrderDetailPage } from './-components/order-detail-page';

export const Route = createFileRoute('/_signedIn/dashboard/MyOrders/$id')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    try {
      await queryClient.ensureQueryData(trpc.orders.detail.queryOptions({ id: params.id }));
    } catch (error) {
      // Someone else's order is a 404 too: the page never tells whether an order id exists.
      if (isNotFoundError(error)) throw notFound();
      throw error;
    }
  },
  component: OrderDetailPage,
  notFoundComponent: OrderNotFound,
});
