import { formatCents, formatOrderNumber, type Order, type OrderPage } from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryTable } from '../../../../../components/query-table';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { formatDateTime } from '../../../../../lib/format-date-time';
import type { CursorSearch } from '../../../../../lib/list-search';
import { TABLE_DESCRIPTION_LENGTH } from '../../../../../lib/web-constants';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderActions } from './order-actions';

interface OrdersTableProps {
  /** The page's `useSuspenseQuery` of `orders.mine`. */
  query: { data: OrderPage; isFetching: boolean };
  /** The URL's cursor and `useListNavigation`'s `turnPage`, for QueryTable's pager. */
  cursors: { search: CursorSearch; turnPage: (cursor: CursorSearch) => void };
}

/**
 * The spec's My Orders table (SL, Product, Price, Quantity, Description of 15 characters, Action), with each
 * order's number, linking to its own page, and its date; SL counts on across pages.
 */
export function OrdersTable({ query, cursors }: OrdersTableProps) {
  // One dialog for the table: the order whose Cancel was pressed, until it is cancelled or kept.
  const [cancelling, setCancelling] = useState<Order | null>(null);

  const columns: TableColumn<Order>[] = [
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
      <QueryTable
        query={query}
        caption="My Orders"
        numbered
        cursors={cursors}
        columns={columns}
        empty="No more orders here"
      />
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
