import { AppError, SHIPPING_MESSAGES, type TaxRate, type TaxRateUpdate } from '@partsmith/contracts';
import { type Database, taxRates } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { refusingDuplicateRates, taxRateColumns } from './tax-rate-row';

/** Changes a rate, audited; orders already placed keep the tax they were charged. */
export async function updateTaxRate({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: TaxRateUpdate;
}): Promise<TaxRate> {
  return refusingDuplicateRates(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(taxRates).where(eq(taxRates.id, input.id)).for('update');
      if (!before) throw new AppError('NOT_FOUND', SHIPPING_MESSAGES.rateNotFound);
      const [after] = await tx
        .update(taxRates)
        .set(taxRateColumns(input))
        .where(eq(taxRates.id, input.id))
        .returning();
      if (!after) throw new Error('update returned no rate');
      await recordAudit(tx, {
        actorId,
        action: 'taxRate.update',
        targetTable: 'tax_rates',
        targetId: input.id,
        before,
        after,
      });
      return after;
    }),
  );
}
