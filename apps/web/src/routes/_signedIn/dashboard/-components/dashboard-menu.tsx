import type { UserRole } from '@partsmith/contracts';
import { useRouter } from '@tanstack/react-router';
import { ADMIN_MENU, CUSTOMER_MENU } from './dashboard-menu-entries';
import { DashboardMenuStrip } from './dashboard-menu-strip';

/** The customer or the admin menu, by the session's role (spec §4); a top row on phones, a column above. */
export function DashboardMenu({ role }: { role: UserRole }) {
  const { routesByPath } = useRouter();
  const entries = (role === 'admin' ? ADMIN_MENU : CUSTOMER_MENU).filter(
    (entry) => entry.path in routesByPath,
  );
  return (
    <nav aria-label="Dashboard">
      <DashboardMenuStrip entries={entries} />
    </nav>
  );
}
