import { hasInvoice, invoicePath, type Order } from '@partsmith/contracts';
import { buttonClasses } from '../../../../../components/ui/button-classes';
import { LinkButton } from '../../../../../components/ui/link-button';

/** Pay while unpaid; the invoice once paid; and the same part in the same quantity, again. */
export function OrderDetailActions({ order }: { order: Order }) {
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
      <LinkButton
        to="/purchase/$id"
        params={{ id: order.productId }}
        search={{ quantity: order.quantity }}
        variant="secondary"
      >
        Order again
      </LinkButton>
    </div>
  );
}
