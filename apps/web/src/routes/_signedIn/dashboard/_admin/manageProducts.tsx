import { createFileRoute } from '@tanstack/react-router';
import { AllProductsPage } from './-components/all-products-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/manageProducts')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.catalog.list.queryOptions()),
  component: AllProductsPage,
});
