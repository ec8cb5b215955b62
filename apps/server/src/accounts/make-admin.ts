import { AppError, type Changed, MESSAGES } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { emailIs } from './user-row';

/**
 * Make admin: promotes an account, audited in the same transaction; an admin already is one (changed: false). The
 * account's Google link goes: it may have been made implicitly at a sign-in, and an admin account is only ever
 * entered through a link its owner made from My Profile.
 */
export async function makeAdmin({
  db,
  actorId,
  email,
}: {
  db: Database;
  actorId: string;
  email: string;
}): Promise<Changed> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role, googleSub: users.googleSub })
      .from(users)
      .where(and(emailIs(email), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (user.role === 'admin') return { changed: false };
    await tx.update(users).set({ role: 'admin', googleSub: null }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId,
      action: 'user.makeAdmin',
      targetTable: 'users',
      targetId: user.id,
      before: { role: user.role, googleConnected: user.googleSub !== null },
      after: { role: 'admin', googleConnected: false },
    });
    return { changed: true };
  });
}
