import { createFileRoute } from '@tanstack/react-router';
import { AddProductPage } from './-components/add-product-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/addProduct')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.admin.products.categoryFields.queryOptions()),
  component: AddProductPage,
});
