import { formatCents, formatOrderNumber, type Order } from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Table, type TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { TABLE_DESCRIPTION_LENGTH } from '../../../../../lib/web-constants';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderActions } from './order-actions';

/**
 * The spec's My Orders table (SL, Product, Price, Quantity, Description of 15 characters, Action), with each
 * order's number, linking to its own page, and its date.
 */
export function OrdersTable({ orders }: { orders: Order[] }) {
  // One dialog for the table: the order whose Cancel was pressed, until it is cancelled or kept.
  const [cancelling, setCancelling] = useState<Order | null>(null);

  const columns: TableColumn<Order>[] = [
    { header: 'SL', cell: (_order, index) => index + 1, width: 'w-12', className: 'text-graphite-600' },
    {
      header: 'Order',
      cell: (order) => (
        <Link
          to="/dashboard/MyOrders/$id"
          params={{ id: order.id }}
          className="font-mono font-semibold whitespace-nowrap text-accent-700 underline underline-offset-2 hover:text-accent-900"
        >
          {formatOrderNumber(order.number)}
        </Link>
      ),
      width: 'w-28',
    },
    {
      header: 'Date',
      cell: (order) => <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>,
      width: 'w-32',
      className: 'text-graphite-700',
    },
    {
      header: 'Product',
      cell: (order) => <TruncatedText text={order.productName} />,
      className: 'font-medium text-graphite-900',
    },
    { header: 'Price', cell: (order) => formatCents(order.totalCents), numeric: true, width: 'w-24' },
    { header: 'Quantity', cell: (order) => order.quantity, numeric: true, width: 'w-20' },
    {
      header: 'Description',
      cell: (order) => <TruncatedText text={order.productDescription} maxLength={TABLE_DESCRIPTION_LENGTH} />,
      width: 'w-36',
      className: 'text-graphite-700',
    },
    {
      header: 'Action',
      cell: (order) => <OrderActions order={order} onCancel={setCancelling} />,
      // Room for Pay and Cancel side by side; a long transaction ID wraps inside it.
      width: 'w-52',
    },
  ];

  return (
    <>
      <Table caption="My Orders" captionHidden columns={columns} rows={orders} rowKey={(order) => order.id} />
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
