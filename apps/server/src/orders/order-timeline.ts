import type { Order, OrderEvent } from '@partsmith/contracts';

/** The steps an order went through, oldest first, each with its time (and its payment or refund reference). */
export function orderTimeline(order: Order): OrderEvent[] {
  const steps: (OrderEvent | null)[] = [
    { kind: 'placed', at: order.createdAt, reference: null },
    order.paidAt ? { kind: 'paid', at: order.paidAt, reference: order.transactionId } : null,
    order.shippedAt ? { kind: 'shipped', at: order.shippedAt, reference: null } : null,
    order.cancelledAt ? { kind: 'cancelled', at: order.cancelledAt, reference: null } : null,
    order.refundedAt ? { kind: 'refunded', at: order.refundedAt, reference: order.refundId } : null,
  ];
  // A payment can land after a cancellation (then it is refunded): time decides the order, not the list above.
  return steps
    .filter((step): step is OrderEvent => step !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
