import type { Order, OrderEvent, Return } from '@partsmith/contracts';

/** A return's steps on its order's timeline (decision 0068); its refund quotes the refund's id. */
function returnSteps(item: Return): (OrderEvent | null)[] {
  return [
    { kind: 'returnRequested', at: item.createdAt, reference: null },
    item.approvedAt ? { kind: 'returnApproved', at: item.approvedAt, reference: null } : null,
    item.refusedAt ? { kind: 'returnRefused', at: item.refusedAt, reference: null } : null,
    item.receivedAt ? { kind: 'returnReceived', at: item.receivedAt, reference: null } : null,
    item.refundedAt ? { kind: 'returnRefunded', at: item.refundedAt, reference: item.refundId } : null,
  ];
}

/** The steps an order went through, oldest first, each with its time (and its payment or refund reference). */
export function orderTimeline(order: Order, returns: readonly Return[] = []): OrderEvent[] {
  const steps: (OrderEvent | null)[] = [
    { kind: 'placed', at: order.createdAt, reference: null },
    order.paidAt ? { kind: 'paid', at: order.paidAt, reference: order.transactionId } : null,
    order.shippedAt ? { kind: 'shipped', at: order.shippedAt, reference: null } : null,
    order.cancelledAt ? { kind: 'cancelled', at: order.cancelledAt, reference: null } : null,
    order.refundedAt ? { kind: 'refunded', at: order.refundedAt, reference: order.refundId } : null,
    ...returns.flatMap(returnSteps),
  ];
  // A payment can land after a cancellation (then it is refunded): time decides the order, not the list above.
  return steps
    .filter((step): step is OrderEvent => step !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
