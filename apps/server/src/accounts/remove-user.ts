import { AppError, MESSAGES } from '@partsmith/contracts';
import { users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuditedRemovalOptions } from '../audit/audited-removal';
import { recordAudit } from '../audit/record-audit';
import { lockLiveAdmins } from './lock-live-admins';
import { deleteUserSessions } from './sessions/delete-user-sessions';
import { userColumns } from './user-row';

/**
 * Removes an account: soft delete (its orders and reviews keep their author) and every session ended, in one
 * transaction with its audit entry. Nobody removes themselves, and the last admin stays.
 */
export async function removeUser({ db, actorId, id, now }: AuditedRemovalOptions): Promise<void> {
  if (id === actorId) throw new AppError('CONFLICT', MESSAGES.cannotRemoveSelf);
  await db.transaction(async (tx) => {
    const admins = await lockLiveAdmins(tx);
    const [user] = await tx
      .select(userColumns)
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (user.role === 'admin' && admins.length <= 1) throw new AppError('CONFLICT', MESSAGES.lastAdmin);
    // The actor may have been removed while this request was on its way.
    if (!admins.includes(actorId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);

    const deletedAt = now();
    await tx.update(users).set({ deletedAt }).where(eq(users.id, id));
    await deleteUserSessions({ db: tx, userId: id });
    await recordAudit(tx, {
      actorId,
      action: 'user.remove',
      targetTable: 'users',
      targetId: id,
      before: user,
      after: { ...user, deletedAt: deletedAt.toISOString() },
    });
  });
}
