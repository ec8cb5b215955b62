import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from './-components/profile-page';

/** The dashboard's landing page is My Profile (spec route table). */
export const Route = createFileRoute('/_signedIn/dashboard/')({
  // Started, not awaited: the page keeps the menu on screen and shows its own loading and error states.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.users.profile.queryOptions());
  },
  component: ProfilePage,
});
