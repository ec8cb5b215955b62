import { ORDER_STATUSES } from '@partsmith/contracts/states';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { isOneOf } from './allowed-values';
import { products } from './catalog';
import { createdAt, id, optionalTimestamp } from './columns';

export const orderStatuses = ORDER_STATUSES;

/** One tax rate's share of an order. */
export interface OrderTax {
  name: string;
  rateBasisPoints: number;
  taxCents: number;
}

/** A checkout's delivery address, copied from the address book when the order was placed. */
export interface ShipTo {
  recipient: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
}
export type { OrderStatus } from '@partsmith/contracts/states';

/** Numbers the credit notes, CN-000001 onwards: a sequence of their own, apart from the order numbers (0055). */
export const creditNoteNumberSeq = pgSequence('credit_note_number_seq');

/** An order: who, where to, its status and total; what was sold is in its lines (`orderLines`, decision 0050). */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The human order number (shown as PS-000123): given by the database, in placement order. */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Units across its lines, kept with the order so the unpaid-units cap reads one row per order. */
    quantity: integer('quantity').notNull(),
    /** total = subtotal (its lines) + shipping + tax, to the cent (decision 0051's rounding, 0052). */
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** The tax by rate, as charged: `[{ name, rateBasisPoints, taxCents }]`. */
    taxes: jsonb('taxes').$type<OrderTax[]>().notNull().default([]),
    totalCents: integer('total_cents').notNull(),
    phone: text('phone').notNull(),
    /** Where it goes, as one text (the spec's field); a checkout's order also keeps its parts in `ship_to`. */
    address: text('address').notNull(),
    shipTo: jsonb('ship_to').$type<ShipTo>(),
    /** The shipping method's name and estimate as the buyer chose it; null for a "Buy now" order. */
    shippingMethod: text('shipping_method'),
    deliveryDaysMin: integer('delivery_days_min'),
    deliveryDaysMax: integer('delivery_days_max'),
    /** The buyer's purchase order number, printed on the invoice and searched by admins. */
    poNumber: text('po_number'),
    /** The buyer was tax-exempt when ordering: no tax charged, and the invoice says so. */
    taxExempt: boolean('tax_exempt').notNull().default(false),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('unpaid'),
    paymentIntentId: text('payment_intent_id'),
    transactionId: text('transaction_id'),
    /** The provider's refund of the payment (`re_…`), once the money went back. */
    refundId: text('refund_id'),
    createdAt: createdAt(),
    /**
     * Until when an unpaid order holds its stock: placement + RESERVATION_MINUTES, kept as promised to the buyer
     * (decision 0038). A row written without one holds nothing.
     */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull().defaultNow(),
    paidAt: optionalTimestamp('paid_at'),
    shippedAt: optionalTimestamp('shipped_at'),
    cancelledAt: optionalTimestamp('cancelled_at'),
    refundedAt: optionalTimestamp('refunded_at'),
    /** The credit note that cancels the invoice, numbered once, when a paid order is refunded (decision 0055). */
    creditNoteNumber: integer('credit_note_number'),
  },
  (t) => [
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check('orders_total_check', sql`${t.totalCents} >= 0`),
    check(
      'orders_total_sum_check',
      sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} + ${t.taxCents}`,
    ),
    check('orders_status_check', isOneOf(t.status, ORDER_STATUSES)),
    // My Orders, All Orders and its status filter, newest first (a backward scan); the id breaks ties.
    index('orders_user_id_idx').on(t.userId, t.createdAt, t.id),
    index('orders_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_at_idx').on(t.createdAt, t.id),
    // The accounting export: the paid orders of a range of days, oldest first (decision 0061).
    index('orders_paid_created_at_idx').on(t.createdAt, t.id).where(sql`${t.paidAt} is not null`),
    // A customer's unpaid orders, counted under the cap by every placement (decision 0038).
    index('orders_unpaid_user_id_idx').on(t.userId).where(sql`${t.status} = 'unpaid'`),
    uniqueIndex('orders_payment_intent_id_key').on(t.paymentIntentId),
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_credit_note_number_key').on(t.creditNoteNumber),
    // All Orders' search by PO number, typed in any case (decision 0055).
    index('orders_po_number_idx').on(sql`lower(${t.poNumber})`),
  ],
);

/**
 * What an order sold, one row per part: a snapshot taken when it was placed, so later edits or deletion of the
 * part never rewrite history. Lines are numbered from 1 in the order the buyer listed them.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    partNumber: text('part_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageId: text('image_id'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_unit_price_check', sql`${t.unitPriceCents} >= 0`),
    check('order_lines_total_check', sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity}`),
    index('order_lines_product_id_idx').on(t.productId),
    // All Orders' search by a line's part number, typed in any case (decision 0055).
    index('order_lines_part_number_idx').on(sql`lower(${t.partNumber})`),
  ],
);

/**
 * What happened to payments: each provider event once (its id is the key, for exactly-once webhook handling),
 * and the refunds the shop made itself (`refund:<intent id>`), with the order they concern.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    paymentIntentId: text('payment_intent_id'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_order_id_idx').on(t.orderId),
    index('payment_events_created_at_idx').on(t.createdAt),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_key').on(t.userId, t.scope, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Test mode's simulated PaymentIntents, in Stripe's shapes. Kept in the database like everything else, so every
 * instance behind a load balancer sees the same intents and a restart forgets none.
 */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    orderId: uuid('order_id'),
    idempotencyKey: text('idempotency_key'),
    /** Cents given back so far. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_payment_intents_idempotency_key').on(t.idempotencyKey)],
);
