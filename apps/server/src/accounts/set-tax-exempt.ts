import { AppError, type Changed, MESSAGES } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';

/**
 * Marks a customer tax-exempt, or not, audited in the same transaction; asking for what already is changes nothing
 * (changed: false). Orders placed before keep the tax they were charged.
 */
export async function setTaxExempt({
  db,
  actorId,
  id,
  taxExempt,
}: {
  db: Database;
  actorId: string;
  id: string;
  taxExempt: boolean;
}): Promise<Changed> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ taxExempt: users.taxExempt })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (user.taxExempt === taxExempt) return { changed: false };
    await tx.update(users).set({ taxExempt }).where(eq(users.id, id));
    await recordAudit(tx, {
      actorId,
      action: taxExempt ? 'user.markTaxExempt' : 'user.clearTaxExempt',
      targetTable: 'users',
      targetId: id,
      before: { taxExempt: user.taxExempt },
      after: { taxExempt },
    });
    return { changed: true };
  });
}
