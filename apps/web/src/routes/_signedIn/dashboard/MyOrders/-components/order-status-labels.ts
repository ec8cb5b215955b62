import type { OrderEvent, OrderStatus } from '@partsmith/contracts';

/** Where an order stands, in the customer's words. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partly_shipped: 'Partly shipped',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** What each step of the timeline says happened. */
export const ORDER_EVENT_LABELS: Record<OrderEvent['kind'], string> = {
  placed: 'Order placed',
  paid: 'Paid',
  partly_shipped: 'Parcel sent',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  returnRequested: 'Return requested',
  returnApproved: 'Return approved',
  returnRefused: 'Return not accepted',
  returnReceived: 'Returned parts received',
  returnRefunded: 'Return refunded',
};
