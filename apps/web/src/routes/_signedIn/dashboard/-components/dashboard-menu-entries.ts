export interface DashboardMenuEntry {
  /** The page's path exactly as its route file declares it (the spec's spelling, e.g. /dashboard/MyOrders). */
  path: string;
  label: string;
}

/**
 * The spec's two dashboard menus (§2, §6), in order. An entry appears once a route with its path exists, so a
 * later issue adds a dashboard page with its route file alone, and no entry ever leads to a missing page.
 */
export const CUSTOMER_MENU: DashboardMenuEntry[] = [
  { path: '/dashboard', label: 'My Profile' },
  { path: '/dashboard/MyOrders', label: 'My Orders' },
  { path: '/dashboard/review', label: 'Add A Review' },
];

export const ADMIN_MENU: DashboardMenuEntry[] = [
  // Sales at a glance, first: how the shop is doing, and what waits for an admin (decision 0069).
  { path: '/dashboard/overview', label: 'Overview' },
  { path: '/dashboard', label: 'My Profile' },
  { path: '/dashboard/manageAllOrders', label: 'Manage All Orders' },
  { path: '/dashboard/addProduct', label: 'Add A Product' },
  { path: '/dashboard/manageProducts', label: 'Manage Products' },
  { path: '/dashboard/makeAdmin', label: 'Make Admin' },
  // Beyond the spec's menu (issue 5): the contact inbox, then the read-only log of everything above.
  { path: '/dashboard/messages', label: 'Messages' },
  { path: '/dashboard/audit', label: 'Audit log' },
  // Issue 11: mails and payment calls that used up their retries, for an admin to retry.
  { path: '/dashboard/failedJobs', label: 'Failed jobs' },
  // Hide or delete what customers wrote (decision 0037).
  { path: '/dashboard/manageReviews', label: 'Reviews' },
  // Where buyers can be shipped to and what tax they pay (decision 0051).
  { path: '/dashboard/shipping', label: 'Shipping' },
  { path: '/dashboard/taxRates', label: 'Tax rates' },
  // The menu's categories and their typed attributes (decision 0063).
  { path: '/dashboard/categories', label: 'Categories' },
  // What customers send back: approve, receive, refund (decision 0068).
  { path: '/dashboard/returns', label: 'Returns' },
];
