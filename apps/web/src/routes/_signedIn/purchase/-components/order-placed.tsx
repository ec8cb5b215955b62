import { formatCents, type Order } from '@partsmith/contracts';
import { useEffect, useRef } from 'react';
import { LinkButton } from '../../../../components/ui/link-button';

/** After a successful order: what was ordered, and the two ways on (pay it now, or see it in My Orders). */
export function OrderPlaced({ order }: { order: Order }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus was just reset; the next step is here, so keyboard and screen reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="order-placed"
      className="space-y-4 rounded-md border border-accent-500/40 bg-accent-50 p-5"
    >
      <div className="space-y-1">
        <h2 id="order-placed" ref={headingRef} tabIndex={-1} className="font-semibold text-graphite-900">
          Your order is placed
        </h2>
        <p className="text-sm text-graphite-700">
          {order.quantity} × {order.productName} for {formatCents(order.totalCents)}. Pay for it now, or later
          from My Orders.
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
