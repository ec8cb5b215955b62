import { createFileRoute } from '@tanstack/react-router';
import { ShippingPage } from './-components/shipping-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/shipping')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.admin.shipping.list.queryOptions()),
  component: ShippingPage,
});
