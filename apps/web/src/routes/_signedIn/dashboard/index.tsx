import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from './-components/profile-page';

/** The dashboard's landing page is My Profile (spec route table). */
export const Route = createFileRoute('/_signedIn/dashboard/')({
  loader: ({ context: { queryClient, trpc } }) => {
    // Fetched beside the profile, not awaited: the address book shows its own loading and failure.
    void queryClient.prefetchQuery(trpc.addresses.list.queryOptions());
    return queryClient.ensureQueryData(trpc.users.profile.queryOptions());
  },
  component: ProfilePage,
});
