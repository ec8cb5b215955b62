import { formatOrderNumber, MESSAGES, type Order } from '@partsmith/contracts';
import { useEffect, useRef } from 'react';
import { LinkButton } from '../../../../../components/ui/link-button';
import { ReferenceId } from '../../../../../components/ui/reference-id';

interface PaidNoticeProps {
  order: Order;
  /** Paid on this visit: the spec's congratulation, announced and focused in place of the form just used. */
  justPaid: boolean;
}

function titleOf({ order, justPaid }: PaidNoticeProps): string {
  if (justPaid) return MESSAGES.paymentCompleted;
  if (order.status === 'partly_shipped') return 'This order is paid and partly shipped';
  return order.status === 'shipped' ? 'This order is paid and shipped' : 'This order is paid';
}

/**
 * A paid order shows its state, its number (what to quote, linking to its page) and its transaction ID instead of
 * the card form.
 */
export function PaidNotice(props: PaidNoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.justPaid) headingRef.current?.focus();
  }, [props.justPaid]);
  const { order } = props;
  const number = formatOrderNumber(order.number);

  return (
    <section
      aria-labelledby="paid-title"
      className="space-y-3 rounded-md border border-green-700/30 bg-green-50 p-5 sm:p-6"
    >
      <h3 id="paid-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-green-900">
        {titleOf(props)}
      </h3>
      <p className="text-graphite-800">
        Your order number is <span className="font-mono font-semibold text-graphite-900">{number}</span>.
      </p>
      {order.transactionId && (
        <p className="text-graphite-800">
          Transaction ID: <ReferenceId id={order.transactionId} />
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <LinkButton to="/dashboard/MyOrders/$id" params={{ id: order.id }}>
          View order {number}
        </LinkButton>
        <LinkButton to="/dashboard/MyOrders" variant="secondary">
          My Orders
        </LinkButton>
      </div>
    </section>
  );
}
