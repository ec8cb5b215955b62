import { type Queryable, users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';

/**
 * The live admins' ids, their rows locked until the transaction ends. Every change that can take an admin away
 * (a removal, a role taken back) locks them first, so two admins acting on each other at once are serialised and
 * cannot leave the shop without one.
 */
export async function lockLiveAdmins(tx: Queryable): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .for('update');
  return admins.map((admin) => admin.id);
}
