import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from './-components/dashboard-layout';

export const Route = createFileRoute('/_signedIn/dashboard')({
  // Started, not awaited: the menu shows its own spinner while the admin check answers.
  loader: ({ context: { queryClient, trpc, user } }) => {
    void queryClient.prefetchQuery(trpc.users.isAdmin.queryOptions({ email: user.email }));
  },
  component: DashboardLayout,
});
