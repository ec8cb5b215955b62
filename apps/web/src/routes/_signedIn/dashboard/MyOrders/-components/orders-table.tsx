import {
  formatCents,
  formatOrderNumber,
  type Order,
  type OrderPage,
  orderLineCount,
  orderTitle,
} from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { OrderStatusMarker } from '../../../../../components/order-status-marker';
import { QueryTable } from '../../../../../components/query-table';
import type { TableColumn } from '../../../../../components/ui/table';
import { formatDateTime } from '../../../../../lib/format-date-time';
import type { CursorSearch } from '../../../../../lib/list-search';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderActions } from './order-actions';
import { ORDER_STATUS_LABELS } from './order-status-labels';

interface OrdersTableProps {
  /** The page's `useSuspenseQuery` of `orders.mine`. */
  query: { data: OrderPage; isFetching: boolean };
  /** The URL's cursor and `useListNavigation`'s `turnPage`, for QueryTable's pager. */
  cursors: { search: CursorSearch; turnPage: (cursor: CursorSearch) => void };
}

/**
 * The spec's My Orders table (SL, Product, Price, Quantity, Action) with each order's number (linking to its page)
 * and date, and a Status column (decision 0041): the product's name in full where the spec cut the description to
 * 15 characters, and a cancelled order still listed. SL counts on across pages.
 */
export function OrdersTable({ query, cursors }: OrdersTableProps) {
  // One dialog for the table: the order whose Cancel was pressed, until it is cancelled or kept.
  const [cancelling, setCancelling] = useState<Order | null>(null);

  const columns: TableColumn<Order>[] = [
    {
      header: 'Order',
      cell: (order) => (
        <span className="block">
          <Link
            to="/dashboard/MyOrders/$id"
            params={{ id: order.id }}
            className="font-mono font-semibold whitespace-nowrap text-accent-700 underline underline-offset-2 hover:text-accent-900"
          >
            {formatOrderNumber(order.number)}
          </Link>
          <time dateTime={order.createdAt} className="block text-xs text-graphite-600">
            {formatDateTime(order.createdAt)}
          </time>
        </span>
      ),
      width: 'w-36',
    },
    // No width: the name takes the room the other columns leave, and wraps whole instead of being cut.
    {
      header: 'Product',
      cell: (order) => (
        <>
          {orderTitle(order)}
          {order.lines.length > 1 && (
            <span className="block text-xs font-normal text-graphite-600">{orderLineCount(order)}</span>
          )}
        </>
      ),
      className: 'font-medium text-graphite-900',
    },
    { header: 'Price', cell: (order) => formatCents(order.totalCents), numeric: true, width: 'w-24' },
    { header: 'Quantity', cell: (order) => order.quantity, numeric: true, width: 'w-24' },
    {
      header: 'Status',
      cell: (order) => (
        <OrderStatusMarker status={order.status}>{ORDER_STATUS_LABELS[order.status]}</OrderStatusMarker>
      ),
      width: 'w-28',
    },
    {
      header: 'Action',
      cell: (order) => <OrderActions order={order} onCancel={setCancelling} />,
      // Pay and Cancel side by side, or a whole transaction ID (Stripe's are 27 characters).
      width: 'w-56',
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
