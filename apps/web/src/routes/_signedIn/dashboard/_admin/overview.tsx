import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from './-components/overview-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/overview')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.admin.overview.queryOptions()),
  component: OverviewPage,
});
