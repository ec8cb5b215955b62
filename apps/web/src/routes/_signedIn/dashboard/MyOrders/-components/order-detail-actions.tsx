import { hasInvoice, invoicePath, type Order } from '@partsmith/contracts';
import { buttonClasses } from '../../../../../components/ui/button-classes';
import { LinkButton } from '../../../../../components/ui/link-button';

/** Pay while unpaid; the invoice once paid; and the same part in the same quantity, again. */
export function OrderDetailActions({ order }: { order: Order }) {
  // Ordered again on the one-part purchase page; an order of several parts goes back through the cart.
  const onlyLine = order.lines.length === 1 ? order.lines[0] : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      {order.status === 'unpaid' && (
        <LinkButton to="/dashboard/payment/$id" params={{ id: order.id }}>
          Pay
        </LinkButton>
      )}
      {hasInvoice(order.status) && (
        // A file from the REST API, not a page of the app: a plain link the browser downloads.
        <a href={invoicePath(order.id)} download className={buttonClasses({ variant: 'secondary' })}>
          Download invoice (PDF)
        </a>
      )}
      {onlyLine && (
        <LinkButton
          to="/purchase/$id"
          params={{ id: onlyLine.productId }}
          search={{ quantity: onlyLine.quantity }}
          variant="secondary"
        >
          Order again
        </LinkButton>
      )}
    </div>
  );
}
