import type { OrderStatus } from '@partsmith/contracts';
import type { ReactNode } from 'react';

const COLOURS: Record<OrderStatus, string> = {
  unpaid: 'bg-accent-100 text-accent-900',
  paid: 'bg-green-100 text-green-900',
  partly_shipped: 'bg-graphite-200 text-graphite-900',
  shipped: 'bg-graphite-800 text-white',
  cancelled: 'bg-graphite-100 text-graphite-700',
  refunded: 'bg-graphite-100 text-graphite-700',
};

/** An order's status as a coloured marker, nothing to press (My Orders, the order page and All Orders). */
export function OrderStatusMarker({ status, children }: { status: OrderStatus; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${COLOURS[status]}`}
    >
      {children}
    </span>
  );
}
