import { USER_ROLES } from '@partsmith/contracts/states';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './allowed-values';
import { createdAt, id, optionalTimestamp } from './columns';

export const userRoles = USER_ROLES;
export type { UserRole } from '@partsmith/contracts/states';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    phone: text('phone'),
    address: text('address'),
    linkedin: text('linkedin'),
    education: text('education'),
    nid: text('nid'),
    /** When the owner proved the mailbox (a mailed link, or Google's verified claim); null until then. */
    emailVerifiedAt: optionalTimestamp('email_verified_at'),
    /** Set by an admin: the customer's orders carry no tax (decision 0051). */
    taxExempt: boolean('tax_exempt').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: optionalTimestamp('deleted_at'),
  },
  (t) => [
    // Only live accounts hold their address: a removed user's email can register again.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_google_sub_key').on(t.googleSub).where(sql`${t.deletedAt} is null`),
    // All Users' keyset pages (oldest first; the id breaks ties) and its search by any part of the email.
    index('users_live_created_at_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('users_email_trgm_idx')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    // All Orders' search by part of the customer's name or email; removed customers too, as their orders stay.
    index('users_name_email_trgm_idx').using(
      'gin',
      sql`${t.name} gin_trgm_ops`,
      sql`${t.email} gin_trgm_ops`,
    ),
    check('users_role_check', isOneOf(t.role, USER_ROLES)),
  ],
);

/** `id` is the SHA-256 of the session token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: optionalTimestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_resets_user_id_idx').on(t.userId),
    index('password_resets_expires_at_idx').on(t.expiresAt),
  ],
);

/** A mailed link that proves `email` belongs to the account; single-use, stored as the hash of its token. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The address the link was sent to: a link proves that mailbox, not whatever the account holds later. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: optionalTimestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_verifications_user_id_idx').on(t.userId),
    index('email_verifications_expires_at_idx').on(t.expiresAt),
  ],
);
