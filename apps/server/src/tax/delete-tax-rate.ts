import { AppError, SHIPPING_MESSAGES } from '@partsmith/contracts';
import { type Database, taxRates } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';

/** Removes a rate, audited. */
export async function deleteTaxRate({
  db,
  actorId,
  id,
}: {
  db: Database;
  actorId: string;
  id: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(taxRates).where(eq(taxRates.id, id)).returning();
    if (!before) throw new AppError('NOT_FOUND', SHIPPING_MESSAGES.rateNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'taxRate.delete',
      targetTable: 'tax_rates',
      targetId: id,
      before,
      after: null,
    });
  });
}
