import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The sales overview's summaries (decision 0069), kept by triggers on orders and order_lines in the transaction of
 * each change (migration 0026), never written by the app. Revenue counts the orders in a revenue status
 * (`sales_counts(status)`, the one list), on the UTC day they were paid. A row is split into `slot`s
 * (the writer's backend % 16) so concurrent checkouts and payments do not queue on one row; readers sum them.
 */
export const salesByDay = pgTable(
  'sales_by_day',
  {
    day: date('day').notNull(),
    slot: smallint('slot').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);

/** Each part's units and line revenue per UTC paid day (lines only: no shipping or tax). */
export const salesByPartDay = pgTable(
  'sales_by_part_day',
  {
    day: date('day').notNull(),
    productId: uuid('product_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/** How many orders are in each status, whatever their day. */
export const ordersByStatus = pgTable(
  'orders_by_status',
  {
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.slot] })],
);

/**
 * Each part's units and line revenue over the 30 UTC days ending `best_sellers_window.as_of` (migration 0027):
 * the same triggers add the changes to days inside the window, and `slide_best_sellers(day)` moves the window
 * (once a UTC day, at the first overview of the day) under an advisory lock. The top parts are an index read.
 */
export const bestSellers30d = pgTable(
  'best_sellers_30d',
  {
    productId: uuid('product_id').primaryKey(),
    units: bigint('units', { mode: 'number' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('best_sellers_30d_revenue_idx').on(sql`${t.revenueCents} desc`, t.productId)],
);

/** The one row saying which day `best_sellers_30d` ends on. */
export const bestSellersWindow = pgTable('best_sellers_window', {
  one: boolean('one').primaryKey().default(true),
  asOf: date('as_of').notNull(),
});
