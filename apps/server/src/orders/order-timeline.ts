import { carrierName, type Order, type OrderEvent, type Return, type Shipment } from '@partsmith/contracts';

/** A parcel as a step: the last one of a shipped order ships it, the ones before ship part of it (decision 0067). */
function shipmentSteps(order: Order, shipments: Shipment[]): OrderEvent[] {
  return shipments.map((shipment, index) => ({
    kind: order.shippedAt && index === shipments.length - 1 ? 'shipped' : 'partly_shipped',
    at: shipment.createdAt,
    reference: shipment.trackingNumber ? `${carrierName(shipment.carrier)} ${shipment.trackingNumber}` : null,
  }));
}

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

/**
 * The steps an order went through, oldest first, each with its time (and its payment or refund reference, or its
 * parcel's carrier and tracking number).
 */
export function orderTimeline(
  order: Order,
  shipments: Shipment[] = [],
  returns: readonly Return[] = [],
): OrderEvent[] {
  const shipped =
    shipments.length > 0
      ? shipmentSteps(order, shipments)
      : order.shippedAt
        ? [{ kind: 'shipped' as const, at: order.shippedAt, reference: null }]
        : [];
  const steps: (OrderEvent | null)[] = [
    { kind: 'placed', at: order.createdAt, reference: null },
    order.paidAt ? { kind: 'paid', at: order.paidAt, reference: order.transactionId } : null,
    ...shipped,
    order.cancelledAt ? { kind: 'cancelled', at: order.cancelledAt, reference: null } : null,
    order.refundedAt ? { kind: 'refunded', at: order.refundedAt, reference: order.refundId } : null,
    ...returns.flatMap(returnSteps),
  ];
  // A payment can land after a cancellation (then it is refunded): time decides the order, not the list above.
  return steps
    .filter((step): step is OrderEvent => step !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
