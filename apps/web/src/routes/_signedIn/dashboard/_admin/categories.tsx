import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from './-components/categories-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/categories')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.admin.categories.list.queryOptions()),
  component: CategoriesPage,
});
