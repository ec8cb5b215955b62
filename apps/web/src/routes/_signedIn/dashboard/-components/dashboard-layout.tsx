import { getRouteApi, Outlet } from '@tanstack/react-router';
import { DashboardMenu } from './dashboard-menu';

const route = getRouteApi('/_signedIn/dashboard');

/**
 * Side menu and the nested page (spec §2); on phones the menu sits above the page as a scrollable row. Wider than
 * the shop's other pages: the admin tables need the room to show every column at 1280 px.
 */
export function DashboardLayout() {
  const { user } = route.useRouteContext();
  return (
    <div className="mx-auto max-w-[100rem] px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-graphite-900">Dashboard</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-8">
        {/* min-w-0: the menu row scrolls sideways on phones instead of widening the page. */}
        <div className="min-w-0 md:border-r md:border-graphite-200 md:pr-6">
          <DashboardMenu role={user.role} />
        </div>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
