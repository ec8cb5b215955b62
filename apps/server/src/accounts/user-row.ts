import type { User } from '@partsmith/contracts';
import { users } from '@partsmith/db';
import { type SQL, sql } from 'drizzle-orm';

/** The columns a user answer needs; never the password hash. */
export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
} satisfies Record<keyof User, unknown>;

/** Emails are unique case-insensitively (the index is on lower(email)), so lookups compare the same way. */
export function emailIs(email: string): SQL {
  return sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;
}

/** `email_verified_at` for a write that proves the mailbox: the first proof's time is kept. */
export function emailVerifiedSince(at: Date): SQL {
  return sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`;
}
