import { AppError, MESSAGES, type OrderStatus, RETURN_MESSAGES } from '@partsmith/contracts';

/** Everything that can happen to an order, with what each event brings along. */
export type OrderEvent =
  | { type: 'pay'; at: Date; paymentIntentId: string }
  | { type: 'cancel' | 'delete' | 'expire' | 'ship' | 'shipPart'; at: Date }
  | { type: 'refund' | 'refundLatePayment' | 'returnsRefunded'; at: Date; refundId: string };

export type OrderEventType = OrderEvent['type'];

interface Transition {
  /** The status (or statuses) the event applies to. */
  from: OrderStatus | readonly OrderStatus[];
  to: Exclude<OrderStatus, 'unpaid'>;
  /** The order's parts go back on the shelf. */
  restock: boolean;
  /** The one answer (CONFLICT) to this event on an order in any status but `from` and `to`. */
  refused: string;
}

/**
 * The order state machine: every status change in the shop is one row of this table, made by `transitionOrder`.
 * An order already in the row's target status answers `changed: false`, so every repeat is harmless.
 */
export const ORDER_TRANSITIONS: Record<OrderEventType, Transition> = {
  pay: { from: 'unpaid', to: 'paid', restock: false, refused: MESSAGES.orderNotPayable },
  cancel: { from: 'unpaid', to: 'cancelled', restock: true, refused: MESSAGES.onlyUnpaidCancelled },
  // An admin's "delete" keeps the row as history: the order is cancelled.
  delete: { from: 'unpaid', to: 'cancelled', restock: true, refused: MESSAGES.onlyUnpaidDeleted },
  // The reservation sweep.
  expire: { from: 'unpaid', to: 'cancelled', restock: true, refused: MESSAGES.onlyUnpaidCancelled },
  // A parcel that leaves units behind (decision 0067); another parcel of a partly shipped order is a repeat.
  shipPart: { from: 'paid', to: 'partly_shipped', restock: false, refused: MESSAGES.onlyPaidShipped },
  // The parcel that carries the last units (or the legacy "mark shipped": everything left, in one).
  ship: {
    from: ['paid', 'partly_shipped'],
    to: 'shipped',
    restock: false,
    refused: MESSAGES.onlyPaidShipped,
  },
  refund: { from: 'paid', to: 'refunded', restock: true, refused: MESSAGES.onlyPaidRefunded },
  // A payment that arrived after the order was cancelled: the stock went back with the cancel, the money now.
  refundLatePayment: { from: 'cancelled', to: 'refunded', restock: false, refused: MESSAGES.orderNotPayable },
  // Every unit came back in returns and was refunded (decision 0068): the returns restocked what was good.
  returnsRefunded: {
    from: 'shipped',
    to: 'refunded',
    restock: false,
    refused: RETURN_MESSAGES.returnNotEligible,
  },
};

/** Whether `type` would change an order in `status`: false for a repeat; CONFLICT when the table forbids it. */
export function checkTransition(status: OrderStatus, type: OrderEventType): boolean {
  const transition = ORDER_TRANSITIONS[type];
  if (status === transition.to) return false;
  if (![transition.from].flat().includes(status)) throw new AppError('CONFLICT', transition.refused);
  return true;
}
