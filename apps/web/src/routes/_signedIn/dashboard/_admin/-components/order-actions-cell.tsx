import type { Order } from '@partsmith/contracts';
import { orderTitle } from '@partsmith/contracts';
import { Button } from '../../../../../components/ui/button';
import { LinkButton } from '../../../../../components/ui/link-button';

interface OrderActionsCellProps {
  order: Order;
  /** Opens the page's delete confirmation for this order. */
  onDelete: (order: Order) => void;
  /** Opens the page's ship confirmation for this order. */
  onShip: (order: Order) => void;
  /** Opens the page's refund confirmation for this order. */
  onRefund: (order: Order) => void;
}

/**
 * What an admin can do with an order, apart from its status (issue 14): delete an unpaid one, mark a paid one
 * shipped or refund it, ship it in parcels on its page (decision 0067; a partly shipped one too, or mark the rest
 * shipped); nothing for the rest. Each button names its order for screen readers, as a row holds
 * several.
 */
export function OrderActionsCell({ order, onDelete, onShip, onRefund }: OrderActionsCellProps) {
  const what = `${orderTitle(order)} for ${order.customer.email}`;
  switch (order.status) {
    case 'unpaid':
      return (
        <Button
          variant="danger"
          size="sm"
          aria-label={`Delete order: ${what}`}
          onClick={() => onDelete(order)}
        >
          Delete
        </Button>
      );
    case 'paid':
    case 'partly_shipped':
      return (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" aria-label={`Mark shipped: ${what}`} onClick={() => onShip(order)}>
            Mark shipped
          </Button>
          <LinkButton
            to="/dashboard/MyOrders/$id"
            params={{ id: order.id }}
            hash="ship"
            variant="secondary"
            size="sm"
            aria-label={`Ship in parcels: ${what}`}
          >
            Parcels
          </LinkButton>
          {order.status === 'paid' && (
            <Button variant="danger" size="sm" aria-label={`Refund: ${what}`} onClick={() => onRefund(order)}>
              Refund
            </Button>
          )}
        </div>
      );
    default:
      return (
        <span className="text-graphite-600">
          <span aria-hidden="true">—</span>
          <span className="sr-only">No action</span>
        </span>
      );
  }
}
