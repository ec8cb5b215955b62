import { formatCents, type Order, TABLE_DESCRIPTION_LENGTH, truncate } from '@partsmith/contracts';
import { useState } from 'react';
import { Table, type TableColumn } from '../../../../../components/ui/table';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderActions } from './order-actions';

/** The spec's My Orders table: SL, Product, Price, Quantity, Description (15 characters), Action. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  // One dialog for the table: the order whose Cancel was pressed, until it is cancelled or kept.
  const [cancelling, setCancelling] = useState<Order | null>(null);

  const columns: TableColumn<Order>[] = [
    { header: 'SL', cell: (_order, index) => index + 1, className: 'w-12 text-graphite-600' },
    {
      header: 'Product',
      cell: (order) => order.productName,
      className: 'w-56 font-medium text-graphite-900',
    },
    { header: 'Price', cell: (order) => formatCents(order.totalCents), className: 'text-right tabular-nums' },
    { header: 'Quantity', cell: (order) => order.quantity, className: 'text-right tabular-nums' },
    {
      header: 'Description',
      cell: (order) => (
        <span title={order.productDescription}>
          {truncate(order.productDescription, TABLE_DESCRIPTION_LENGTH)}
        </span>
      ),
      className: 'text-graphite-700',
    },
    {
      header: 'Action',
      cell: (order) => <OrderActions order={order} onCancel={setCancelling} />,
      // A fixed width lets a long transaction ID wrap instead of pushing the table past the page.
      className: 'w-44',
    },
  ];

  return (
    <>
      <Table caption="My Orders" captionHidden columns={columns} rows={orders} rowKey={(order) => order.id} />
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
