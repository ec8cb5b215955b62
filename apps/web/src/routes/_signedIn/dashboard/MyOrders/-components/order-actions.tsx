import type { Order } from '@partsmith/contracts';
import { Button } from '../../../../../components/ui/button';
import { LinkButton } from '../../../../../components/ui/link-button';

interface OrderActionsProps {
  order: Order;
  onCancel: (order: Order) => void;
}

/**
 * Unpaid: Pay and Cancel. Paid (and perhaps shipped): the state and transaction ID, nothing to press (spec §4).
 * Refunded and cancelled orders say so.
 */
export function OrderActions({ order, onCancel }: OrderActionsProps) {
  if (order.status === 'unpaid') {
    return (
      <div className="flex flex-wrap gap-2">
        <LinkButton
          to="/dashboard/payment/$id"
          params={{ id: order.id }}
          size="sm"
          aria-label={`Pay for ${order.productName}`}
        >
          Pay
        </LinkButton>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onCancel(order)}
          aria-label={`Cancel ${order.productName}`}
        >
          Cancel
        </Button>
      </div>
    );
  }
  if (order.status === 'refunded') {
    return (
      <div className="space-y-0.5">
        <p className="font-semibold text-graphite-900">Refunded</p>
        <p className="text-xs text-graphite-600">The payment went back to your card.</p>
      </div>
    );
  }
  if (order.status === 'cancelled') return <p className="font-semibold text-graphite-700">Cancelled</p>;
  return (
    <div className="space-y-0.5">
      <p className="font-semibold text-green-800">
        Paid{order.status === 'shipped' && <span className="text-graphite-700"> · Shipped</span>}
      </p>
      {order.transactionId && (
        <p className="text-xs text-graphite-600">
          Transaction ID:
          <br />
          <span className="font-mono break-all">{order.transactionId}</span>
        </p>
      )}
    </div>
  );
}
