import type { Order } from '@partsmith/contracts';
import { orderTitle } from '@partsmith/contracts';
import { Button } from '../../../../../components/ui/button';
import { LinkButton } from '../../../../../components/ui/link-button';
import { ReferenceId } from '../../../../../components/ui/reference-id';

interface OrderActionsProps {
  order: Order;
  onCancel: (order: Order) => void;
}

/**
 * Unpaid: Pay and Cancel (spec §4). Once paid, nothing to press: the transaction ID to quote, whole (the Status
 * column beside it says paid, shipped or refunded). A cancelled order has neither.
 */
export function OrderActions({ order, onCancel }: OrderActionsProps) {
  if (order.status === 'unpaid') {
    return (
      <div className="flex flex-wrap gap-2">
        <LinkButton
          to="/dashboard/payment/$id"
          params={{ id: order.id }}
          size="sm"
          aria-label={`Pay for ${orderTitle(order)}`}
        >
          Pay
        </LinkButton>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onCancel(order)}
          aria-label={`Cancel ${orderTitle(order)}`}
        >
          Cancel
        </Button>
      </div>
    );
  }
  if (!order.transactionId) {
    return (
      <span className="text-graphite-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">None</span>
      </span>
    );
  }
  return (
    <p className="text-xs text-graphite-600">
      Transaction ID{' '}
      {/* Set a little tighter: all 27 characters fit a phone's card (192 px) as well as the table's column. */}
      <ReferenceId id={order.transactionId} className="tracking-tight text-graphite-900" />
    </p>
  );
}
