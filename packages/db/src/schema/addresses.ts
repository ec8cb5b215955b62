import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/**
 * A customer's address book (My Profile, checkout): several addresses, at most one the default. An order copies
 * the address it ships to (`orders.ship_to`), so editing or deleting one never rewrites a placed order.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who receives the parcel: a person or a workshop. */
    recipient: text('recipient').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    /** A state, county or province, where the post (and tax, decision 0051) needs one. */
    region: text('region').notNull().default(''),
    postcode: text('postcode').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('addresses_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    index('addresses_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
