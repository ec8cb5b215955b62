import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { cursorInput, useListNavigation } from '../../../../../lib/list-search';
import { useAppContext } from '../../../../../lib/use-app-context';
import { NoOrders } from './no-orders';
import { OrdersTable } from './orders-table';

const route = getRouteApi('/_signedIn/dashboard/MyOrders/');

/**
 * My Orders (spec §2): the customer's orders a page at a time, by the cursor in the URL (decision 0033); with none
 * at all it says so instead of spinning forever.
 */
export function MyOrdersPage() {
  const { trpc } = useAppContext();
  const search = route.useSearch();
  const { turnPage } = useListNavigation(search);
  const orders = useSuspenseQuery(trpc.orders.mine.queryOptions(cursorInput(search)));
  // An empty later page (a stale link's cursor) is QueryTable's to leave; only an empty first page is "none".
  const firstPage = !search.after && !search.before;
  return (
    <DashboardPage title="My Orders">
      {firstPage && orders.data.items.length === 0 ? (
        <NoOrders />
      ) : (
        <OrdersTable query={orders} cursors={{ search, turnPage }} />
      )}
    </DashboardPage>
  );
}
