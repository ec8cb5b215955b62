import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { QueryError } from '../../../../components/query-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useTrpc } from '../../../../lib/use-trpc';
import { ADMIN_MENU, CUSTOMER_MENU } from './dashboard-menu-entries';
import { DashboardMenuStrip } from './dashboard-menu-strip';

/** The customer or the admin menu, by the server's admin check (spec §4); a top row on phones, a column above. */
export function DashboardMenu({ email }: { email: string }) {
  const trpc = useTrpc();
  const { routesByPath } = useRouter();
  const status = useQuery(trpc.users.isAdmin.queryOptions({ email }));

  if (status.isPending) return <Spinner label="Loading the menu" className="text-accent-700" />;
  if (status.isError) {
    return (
      <QueryError
        message="We could not load your menu."
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  const entries = (status.data.admin ? ADMIN_MENU : CUSTOMER_MENU).filter(
    (entry) => entry.path in routesByPath,
  );
  return (
    <nav aria-label="Dashboard">
      <DashboardMenuStrip entries={entries} />
    </nav>
  );
}
