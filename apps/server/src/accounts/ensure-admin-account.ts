import { type Database, users } from '@partsmith/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from './password-hashing';
import { emailIs } from './user-row';

export type AdminAccountOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start-up: creates that admin, or promotes the live account with that email. The
 * operator chose the address, so it counts as verified. An existing account keeps its password (it may have been
 * changed since), a promoted one loses its Google link like every promotion (see makeAdmin), and nobody is ever
 * downgraded here.
 */
export async function ensureAdminAccount({
  db,
  email,
  password,
}: {
  db: Database;
  email: string;
  password: string;
}): Promise<AdminAccountOutcome> {
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(emailIs(email), isNull(users.deletedAt)));
  if (existing?.role === 'admin') return 'unchanged';
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'admin',
        googleSub: null,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, existing.id));
    return 'promoted';
  }
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ email, name: 'Administrator', passwordHash, role: 'admin', emailVerifiedAt: sql`now()` })
    .onConflictDoNothing();
  return 'created';
}
