import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from './-components/profile-page';

/** The dashboard's landing page is My Profile (spec route table). */
export const Route = createFileRoute('/_signedIn/dashboard/')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.users.profile.queryOptions()),
  component: ProfilePage,
});
