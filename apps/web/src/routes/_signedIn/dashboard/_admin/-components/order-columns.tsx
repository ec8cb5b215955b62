import { formatCents, formatOrderNumber, type Order, orderLineCount, orderTitle } from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import { OrderStatusMarker } from '../../../../../components/order-status-marker';
import type { TableColumn } from '../../../../../components/ui/table';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { OrderActionsCell } from './order-actions-cell';

interface OrderActions {
  onDelete: (order: Order) => void;
  onShip: (order: Order) => void;
  onRefund: (order: Order) => void;
}

/** Names and emails wrap whole, never cut: an admin reads who ordered at any width (an email breaks anywhere). */
const WRAPPED = 'wrap-anywhere';

/**
 * All Orders' columns: the order (its number, linking to its page, and date), who, what, how much, its status and
 * what can be done. The figures and actions take what they need, so the customer and the product get the rest.
 */
export function orderColumns({ onDelete, onShip, onRefund }: OrderActions): TableColumn<Order>[] {
  return [
    {
      header: 'Order',
      cell: (order) => (
        <span className="block">
          <Link
            to="/dashboard/MyOrders/$id"
            params={{ id: order.id }}
            className="font-medium whitespace-nowrap text-accent-700 underline underline-offset-2 hover:text-accent-900"
          >
            {formatOrderNumber(order.number)}
          </Link>
          <span className="block text-xs text-graphite-600">{formatDateTime(order.createdAt)}</span>
        </span>
      ),
      width: 'w-28',
    },
    { header: 'Name', cell: (order) => order.customer.name, className: WRAPPED },
    { header: 'Email', cell: (order) => order.customer.email, className: WRAPPED },
    {
      header: 'Product Name',
      cell: (order) => (
        <>
          {orderTitle(order)}
          {order.lines.length > 1 && (
            <span className="block text-xs text-graphite-600">{orderLineCount(order)}</span>
          )}
        </>
      ),
      className: WRAPPED,
    },
    { header: 'Price', cell: (order) => formatCents(order.totalCents), numeric: true, width: 'w-20' },
    { header: 'Quantity', cell: (order) => order.quantity, numeric: true, width: 'w-24' },
    {
      header: 'Status',
      // The spec's lower-case word ('unpaid' marker); nothing to press: what can be done is in Action (issue 14).
      cell: (order) => (
        <OrderStatusMarker status={order.status}>{order.status.replace('_', ' ')}</OrderStatusMarker>
      ),
      width: 'w-24',
    },
    {
      header: 'Action',
      cell: (order) => (
        <OrderActionsCell order={order} onDelete={onDelete} onShip={onShip} onRefund={onRefund} />
      ),
      // A paid order's two buttons stack rather than take the customer's room.
      width: 'w-40',
    },
  ];
}
