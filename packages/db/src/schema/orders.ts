import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, id, optionalTimestamp } from './columns';

export const orderStatuses = ['unpaid', 'paid', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** An order keeps a snapshot of the product as sold, so later edits or deletion never rewrite history. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    productDescription: text('product_description').notNull(),
    productImageId: text('product_image_id'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('unpaid'),
    paymentIntentId: text('payment_intent_id'),
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
    paidAt: optionalTimestamp('paid_at'),
    shippedAt: optionalTimestamp('shipped_at'),
    cancelledAt: optionalTimestamp('cancelled_at'),
  },
  (t) => [
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check('orders_unit_price_check', sql`${t.unitPriceCents} >= 0`),
    check('orders_total_check', sql`${t.totalCents} = ${t.unitPriceCents} * ${t.quantity}`),
    check('orders_status_check', sql`${t.status} in ('unpaid', 'paid', 'shipped', 'cancelled')`),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    uniqueIndex('orders_payment_intent_id_key').on(t.paymentIntentId),
  ],
);

/** Each payment provider event is handled exactly once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

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
  (t) => [uniqueIndex('idempotency_keys_key').on(t.userId, t.scope, t.key)],
);
