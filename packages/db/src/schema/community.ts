import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, optionalTimestamp } from './columns';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    description: text('description').notNull(),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
    /** Set by an admin: the review stays the customer's (and editable) but leaves every public list. */
    hiddenAt: optionalTimestamp('hidden_at'),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    index('reviews_created_at_idx').on(t.createdAt),
    // One review per customer: posting again edits it (decision 0037).
    uniqueIndex('reviews_user_id_key').on(t.userId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  handledAt: optionalTimestamp('handled_at'),
});

/** Append-only; written in the same transaction as the admin action it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetTable: text('target_table').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);
