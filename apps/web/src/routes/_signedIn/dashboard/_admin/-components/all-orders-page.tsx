import { formatCents, formatOrderNumber, MESSAGES, type Order, type OrderStatus } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import { SelectField } from '../../../../../components/ui/select-field';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { useListNavigation } from '../../../../../lib/list-search';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedDelete } from '../../../../../lib/use-confirmed-delete';
import { ordersInput } from './admin-list-search';
import { OrderActionsCell } from './order-actions-cell';
import { OrderStatusCell } from './order-status-cell';
import { useConfirmedRefund } from './use-confirmed-refund';
import { useConfirmedShip } from './use-confirmed-ship';

type StatusFilter = OrderStatus | 'all';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All but cancelled' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'paid', label: 'Paid, to ship' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'refunded', label: 'Refunded' },
];

const route = getRouteApi('/_signedIn/dashboard/_admin/manageAllOrders');

/** All Orders (`/dashboard/manageAllOrders`): ship or refund paid orders, delete unpaid ones, filter by status. */
export function AllOrdersPage() {
  const { trpc } = useAppContext();
  const search = route.useSearch();
  const { paging, setFilters } = useListNavigation(search);
  const orders = useSuspenseQuery(trpc.orders.all.queryOptions(ordersInput(search)));
  const removal = useConfirmedDelete({
    mutation: trpc.orders.delete.mutationOptions(),
    // The order's quantity goes back into stock.
    invalidates: [trpc.orders.all.pathKey(), trpc.catalog.pathKey()],
    question: MESSAGES.confirmDeleteOrder,
    cancelLabel: 'Close',
    describe: (order: Order) =>
      `${order.quantity} × ${order.productName}, ordered by ${order.customer.email}.`,
  });
  const shipping = useConfirmedShip();
  const refunding = useConfirmedRefund();

  const columns: TableColumn<Order>[] = [
    {
      header: 'Order',
      cell: (order) => (
        <span className="block">
          <span className="font-medium text-graphite-900">{formatOrderNumber(order.number)}</span>
          <span className="block text-xs text-graphite-600">{formatDateTime(order.createdAt)}</span>
        </span>
      ),
      width: 'w-36',
    },
    { header: 'Name', cell: (order) => <TruncatedText text={order.customer.name} /> },
    { header: 'Email', cell: (order) => <TruncatedText text={order.customer.email} /> },
    { header: 'Product Name', cell: (order) => <TruncatedText text={order.productName} /> },
    { header: 'Price', cell: (order) => formatCents(order.totalCents), numeric: true, width: 'w-24' },
    { header: 'Quantity', cell: (order) => order.quantity, numeric: true, width: 'w-24' },
    { header: 'Status', cell: (order) => <OrderStatusCell order={order} />, width: 'w-24' },
    {
      header: 'Action',
      cell: (order) => (
        <OrderActionsCell
          order={order}
          onDelete={removal.ask}
          onShip={shipping.ask}
          onRefund={refunding.ask}
        />
      ),
      // Room for a paid order's buttons side by side.
      width: 'w-64',
    },
  ];

  return (
    <DashboardPage
      title="All Orders"
      intro="Ship or refund paid orders; delete unpaid ones to return their stock."
    >
      <SelectField
        label="Show"
        value={search.status ?? 'all'}
        options={FILTERS}
        onChange={(status) => setFilters({ status: status === 'all' ? undefined : status })}
      />
      <QueryTable
        data={orders.data}
        fetching={orders.isFetching}
        caption="All orders"
        captionHidden
        numbered
        paging={paging}
        columns={columns}
        rowKey={(order) => order.id}
        empty="No orders with this status"
      />
      {removal.dialog}
      {shipping.dialog}
      {refunding.dialog}
    </DashboardPage>
  );
}
