import { createFileRoute, notFound } from '@tanstack/react-router';
import { AdminsOnly } from './-components/admins-only';

/**
 * The admin guard, a pathless layout for the admin pages (makeAdmin, addProduct, manageAllOrders, manageProducts,
 * messages, audit, failedJobs go in `_admin/`). The role is the session's (`users.me`, in the route context). A
 * signed-in customer stays signed in and is told the page is for admins (decision 0016 supersedes the spec's
 * sign-out). Thrown from here, before any admin page loads, so none of them asks the server for admin data (a 403
 * would sign the customer out after all).
 */
export const Route = createFileRoute('/_signedIn/dashboard/_admin')({
  beforeLoad: ({ context: { user } }) => {
    if (user.role !== 'admin') throw notFound({ routeId: '/_signedIn/dashboard/_admin' });
  },
  notFoundComponent: AdminsOnly,
});
