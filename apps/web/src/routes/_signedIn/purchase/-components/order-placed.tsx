import { formatCents, formatOrderNumber, type Order, orderContents } from '@partsmith/contracts';
import { useEffect, useRef } from 'react';
import { LinkButton } from '../../../../components/ui/link-button';

/** After a successful order, in place of the form: which order it is, and the two ways on (pay now, or later). */
export function OrderPlaced({ order }: { order: Order }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone; the next step is here, so keyboard and screen reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="order-placed"
      className="space-y-4 rounded-md border border-accent-500/40 bg-accent-50 p-5 sm:p-6"
    >
      <div className="space-y-1">
        <h2
          id="order-placed"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-graphite-900 focus:outline-none"
        >
          Order {formatOrderNumber(order.number)} is placed
        </h2>
        <p className="text-graphite-700">
          {orderContents(order)} for {formatCents(order.totalCents)}. Pay for it now, or later from My Orders.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/dashboard/payment/$id" params={{ id: order.id }}>
          Pay now
        </LinkButton>
        <LinkButton to="/dashboard/MyOrders" variant="secondary">
          My Orders
        </LinkButton>
      </div>
    </section>
  );
}
