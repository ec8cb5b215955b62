import type { CartMergeChange } from '@partsmith/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { id } from './columns';

/**
 * One cart per signed-in customer (`user_id`) or per visitor's browser (`guest_token_hash`: the SHA-256 of the
 * random token in its cookie; the token itself is never stored). DESIGN §10; decision 0047.
 */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash').unique(),
    /** Every write touches it; guest carts untouched for 30 days are deleted by housekeeping. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the sign-in merge changed, shown once by the cart view and then cleared. */
    mergeNotice: jsonb('merge_notice').$type<CartMergeChange[]>(),
  },
  (t) => [
    check('carts_owner_check', sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
    index('carts_guest_updated_at_idx').on(t.updatedAt).where(sql`${t.userId} is null`),
  ],
);

/**
 * What a cart holds: a quantity of a part. `added_price_cents` is the part's price (before quantity breaks) when
 * the line was added, kept only to say "the price changed since you added it": nothing is ever charged from it,
 * the cart is always priced today (decision 0047).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    addedPriceCents: integer('added_price_cents').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    index('cart_lines_product_id_idx').on(t.productId),
    check('cart_lines_quantity_check', sql`${t.quantity} > 0`),
    check('cart_lines_added_price_check', sql`${t.addedPriceCents} >= 0`),
  ],
);
