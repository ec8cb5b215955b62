import { AppError, MESSAGES, type OrderStatus, RETURN_MESSAGES } from '@partsmith/contracts';

/** Everything that can happen to an order, with what each event brings along. */
export type OrderEvent =
  | { type: 'pay'; at: Date; paymentIntentId: string }
  | { type: 'cancel' | 'delete' | 'expire' | 'ship'; at: Date }
  | { type: 'refund' | 'refundLatePayment' | 'returnsRefunded'; at: Date; refundId: string };

export type OrderEventType = OrderEvent['type'];

interface Transition {
  from: OrderStatus;
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
  ship: { from: 'paid', to: 'shipped', restock: false, refused: MESSAGES.onlyPaidShipped },
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
  if (status !== transition.from) throw new AppError('CONFLICT', transition.refused);
  return true;
}
