import { AppError, type Changed, MESSAGES } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { lockLiveAdmins } from './lock-live-admins';

/**
 * Remove admin: another admin goes back to being a customer, audited in the same transaction; a customer already
 * is one (changed: false). Nobody takes back their own role (decision 0040), and the last admin stays one. The
 * role change announces itself to every instance's session cache (migration 0005's trigger), so the account's
 * open sessions act as a customer at once.
 */
export async function revokeAdmin({
  db,
  actorId,
  id,
}: {
  db: Database;
  actorId: string;
  id: string;
}): Promise<Changed> {
  if (id === actorId) throw new AppError('CONFLICT', MESSAGES.cannotRevokeOwnAdmin);
  return db.transaction(async (tx) => {
    const admins = await lockLiveAdmins(tx);
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (user.role !== 'admin') return { changed: false };
    if (admins.length <= 1) throw new AppError('CONFLICT', MESSAGES.lastAdminRole);
    // The actor may have lost the role, or been removed, while this request was on its way.
    if (!admins.includes(actorId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    await tx.update(users).set({ role: 'customer' }).where(eq(users.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'user.revokeAdmin',
      targetTable: 'users',
      targetId: id,
      before: { role: 'admin' },
      after: { role: 'customer' },
    });
    return { changed: true };
  });
}
