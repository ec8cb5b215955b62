import { formatCents, MESSAGES, type Order, type OrderStatus } from '@partsmith/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import { SelectField } from '../../../../../components/ui/select-field';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { useConfirmedDelete } from '../../../../../lib/use-confirmed-delete';
import { usePaging } from '../../../../../lib/use-paging';
import { useTrpc } from '../../../../../lib/use-trpc';
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

/** All Orders (`/dashboard/manageAllOrders`): ship or refund paid orders, delete unpaid ones, filter by status. */
export function AllOrdersPage() {
  const trpc = useTrpc();
  const [status, setStatus] = useState<StatusFilter>('all');
  const filters = { status: status === 'all' ? undefined : status };
  const paging = usePaging(filters);
  const orders = useQuery({
    ...trpc.orders.all.queryOptions({ ...filters, page: paging.page, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });
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
      <SelectField label="Show" value={status} options={FILTERS} onChange={setStatus} />
      <QueryTable
        query={orders}
        noun="orders"
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
