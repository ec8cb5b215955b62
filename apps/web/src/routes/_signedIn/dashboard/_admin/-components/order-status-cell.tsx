import type { Order, OrderStatus } from '@partsmith/contracts';

const MARKER = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold';

const COLOURS: Record<OrderStatus, string> = {
  unpaid: 'bg-accent-100 text-accent-900',
  paid: 'bg-green-100 text-green-900',
  shipped: 'bg-graphite-800 text-white',
  cancelled: 'bg-graphite-100 text-graphite-700',
  refunded: 'bg-graphite-100 text-graphite-700',
};

/**
 * The order's status, as a marker and nothing to press (issue 14: the spec's ship button was labelled with the
 * status, 'pending'). What can be done with the order is in the Action column beside it.
 */
export function OrderStatusCell({ order }: { order: Order }) {
  return <span className={`${MARKER} ${COLOURS[order.status]}`}>{order.status}</span>;
}
