import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../../../../components/query-error';
import { Spinner } from '../../../../../components/ui/spinner';
import { useTrpc } from '../../../../../lib/use-trpc';
import { NoOrders } from './no-orders';
import { OrdersTable } from './orders-table';

/** My Orders (spec §2): the customer's orders; an empty list says so instead of spinning forever. */
export function MyOrdersPage() {
  const trpc = useTrpc();
  const orders = useQuery(trpc.orders.mine.queryOptions());

  let content: ReactNode;
  if (orders.isPending) {
    content = <Spinner label="Loading your orders" size="lg" className="text-accent-700" />;
  } else if (orders.isError) {
    content = (
      <QueryError
        message="We could not load your orders."
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else if (orders.data.length === 0) {
    content = <NoOrders />;
  } else {
    content = <OrdersTable orders={orders.data} />;
  }

  return (
    <section aria-labelledby="my-orders" className="space-y-6">
      <title>My Orders · Partsmith</title>
      <h2 id="my-orders" className="text-2xl font-bold text-graphite-900">
        My Orders
      </h2>
      {content}
    </section>
  );
}
