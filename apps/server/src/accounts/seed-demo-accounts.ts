import { type Database, type UserRole, users } from '@partsmith/db';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { hashPassword } from './password-hashing';

/** The README's demo sign-ins; seeded only when demo data is on, which production never allows. */
export const DEMO_ACCOUNTS: { email: string; password: string; name: string; role: UserRole }[] = [
  { email: 'admin@partsmith.test', password: 'admin-demo-pass', name: 'Demo Admin', role: 'admin' },
  {
    email: 'customer@partsmith.test',
    password: 'customer-demo-pass',
    name: 'Demo Customer',
    role: 'customer',
  },
];

/**
 * Adds the demo accounts that are missing; an existing one is left as it is (its password may have changed). The
 * operator configured these addresses, so they count as verified, also in a data folder seeded before verification.
 */
export async function seedDemoAccounts({ db }: { db: Database }): Promise<number> {
  const demoEmail = inArray(
    sql`lower(${users.email})`,
    DEMO_ACCOUNTS.map((account) => account.email),
  );
  const live = isNull(users.deletedAt);
  const existing = await db.select({ email: users.email }).from(users).where(and(demoEmail, live));
  const present = new Set(existing.map((row) => row.email.toLowerCase()));
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(demoEmail, live, isNull(users.emailVerifiedAt)));
  const missing = DEMO_ACCOUNTS.filter((account) => !present.has(account.email));
  if (missing.length === 0) return 0;
  const rows = await Promise.all(
    missing.map(async ({ password, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: sql`now()`,
    })),
  );
  const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
  return inserted.length;
}
