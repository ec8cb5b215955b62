import {
  creditNotePath,
  formatCreditNoteNumber,
  hasInvoice,
  invoicePath,
  type Order,
} from '@partsmith/contracts';
import { buttonClasses } from '../../../../../components/ui/button-classes';
import { LinkButton } from '../../../../../components/ui/link-button';
import { useMe } from '../../../../../lib/use-me';
import { OrderAgainButton } from './order-again-button';

/** Pay while unpaid; the invoice once paid, the credit note once refunded; and every line again, into the cart. */
export function OrderDetailActions({ order }: { order: Order }) {
  const { data: me } = useMe();
  // An admin reading a customer's order cannot order it into their own cart: the server answers only the owner.
  const own = me?.email.toLowerCase() === order.customer.email.toLowerCase();
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
      {order.creditNoteNumber !== null && (
        <a href={creditNotePath(order.id)} download className={buttonClasses({ variant: 'secondary' })}>
          Credit note {formatCreditNoteNumber(order.creditNoteNumber)}
        </a>
      )}
      {own && <OrderAgainButton order={order} />}
    </div>
  );
}
