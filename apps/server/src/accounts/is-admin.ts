import { type Database, users } from '@partsmith/db';
import { and, isNull } from 'drizzle-orm';
import { emailIs } from './user-row';

/** False for an unknown or removed account as well: the answer says nothing more than "not an admin". */
export async function isAdmin({ db, email }: { db: Database; email: string }): Promise<boolean> {
  const [user] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(emailIs(email), isNull(users.deletedAt)));
  return user?.role === 'admin';
}
