import { formatCents, formatOrderNumber, type Order } from '@partsmith/contracts';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { OrderActionsCell } from './order-actions-cell';
import { OrderStatusCell } from './order-status-cell';

interface OrderActions {
  onDelete: (order: Order) => void;
  onShip: (order: Order) => void;
  onRefund: (order: Order) => void;
}

/** All Orders' columns: the order (number and date), who, what, how much, its status and what can be done. */
export function orderColumns({ onDelete, onShip, onRefund }: OrderActions): TableColumn<Order>[] {
  return [
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
        <OrderActionsCell order={order} onDelete={onDelete} onShip={onShip} onRefund={onRefund} />
      ),
      // Room for a paid order's buttons side by side.
      width: 'w-64',
    },
  ];
}
