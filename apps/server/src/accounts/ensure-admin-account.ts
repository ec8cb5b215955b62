import { type Database, users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from './password-hashing';
import { emailIs } from './user-row';

export type AdminAccountOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start-up: creates that admin, or promotes the existing account. An existing
 * account keeps its password (it may have been changed since), and nobody is ever downgraded here.
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
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(emailIs(email));
  if (existing?.role === 'admin') return 'unchanged';
  if (existing) {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ email, name: 'Administrator', passwordHash, role: 'admin' })
    .onConflictDoNothing();
  return 'created';
}
