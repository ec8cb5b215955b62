import { useSuspenseQuery } from '@tanstack/react-query';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { useAppContext } from '../../../../../lib/use-app-context';
import { NoOrders } from './no-orders';
import { OrdersTable } from './orders-table';

/** My Orders (spec §2): the customer's orders; an empty list says so instead of spinning forever. */
export function MyOrdersPage() {
  const { trpc } = useAppContext();
  const { data: orders } = useSuspenseQuery(trpc.orders.mine.queryOptions());
  return (
    <DashboardPage title="My Orders">
      {orders.length === 0 ? <NoOrders /> : <OrdersTable orders={orders} />}
    </DashboardPage>
  );
}
