import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFoundError } from '../../../../lib/http-status';
import { OrderNotFound } from './-components/order-not-found';
import { PaymentPage } from './-components/payment-page';

export const Route = createFileRoute('/_signedIn/dashboard/payment/$id')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    try {
      await queryClient.ensureQueryData(trpc.orders.byId.queryOptions({ id: params.id }));
    } catch (error) {
      // Someone else's order is a 404 too: the page never tells whether an order id exists.
      if (isNotFoundError(error)) throw notFound();
      throw error;
    }
  },
  component: PaymentPage,
  notFoundComponent: OrderNotFound,
});
