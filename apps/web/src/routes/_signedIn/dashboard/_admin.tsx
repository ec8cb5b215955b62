import { createFileRoute, redirect } from '@tanstack/react-router';
import { setSignedInUser, signOut } from '../../../lib/user-session';

/**
 * The admin guard (spec §2), a pathless layout for the admin pages (makeAdmin, addProduct, manageAllOrders,
 * manageProducts go in `_admin/`). Anyone else is signed out and sent to /login, replacing history and
 * remembering the page. The server refuses their calls anyway; this keeps them from seeing the page at all.
 */
export const Route = createFileRoute('/_signedIn/dashboard/_admin')({
  beforeLoad: async ({ context, location }) => {
    const { queryClient, trpc, user } = context;
    const isAdmin = trpc.users.isAdmin.queryOptions({ email: user.email });
    const { admin } = await queryClient.ensureQueryData({ ...isAdmin, revalidateIfStale: true });
    if (admin) return;
    // Even if the server cannot be reached, the page must not show: forget the user here regardless.
    await signOut(context).catch(() => setSignedInUser(context, null));
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
});
