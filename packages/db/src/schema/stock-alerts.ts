import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, id, optionalTimestamp } from './columns';

/**
 * "Email me when it is back" (decision 0058): one row per address and part until it is spent. A signed-in buyer's
 * row is confirmed at once; a visitor's counts only once the mailed link (`confirm_token_hash`: SHA-256 of its
 * token) is opened. `notified_at` spends the row: the back-in-stock job mailed it.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Lower case: one alert per address and part, whoever asked. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When the last confirmation mail went: another waits 10 minutes, so nobody can flood a mailbox. */
    confirmMailedAt: optionalTimestamp('confirm_mailed_at'),
    confirmedAt: optionalTimestamp('confirmed_at'),
    notifiedAt: optionalTimestamp('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_idx').on(t.productId, t.email).where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_email_idx').on(t.email),
    index('stock_alerts_user_id_idx').on(t.userId),
  ],
);

/** Keys the server signs links with, made once by the migration so every instance shares them. */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: createdAt(),
});
