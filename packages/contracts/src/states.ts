/**
 * The states the shop's records can be in, defined once: the zod schemas, the order state machine and the
 * database's CHECK constraints are all built from these lists.
 */
export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * `refunded`: paid, then the money went back (by an admin, or because the order was gone when it arrived).
 * `partly_shipped`: paid, some of its units sent in a parcel, the rest still to send (decision 0067).
 */
export const ORDER_STATUSES = [
  'unpaid',
  'paid',
  'partly_shipped',
  'shipped',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How a shipping method charges (decision 0051): one price, by weight band, or free above a subtotal. */
export const SHIPPING_KINDS = ['flat', 'weight', 'free_above'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];
