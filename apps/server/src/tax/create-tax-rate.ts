import type { TaxRate, TaxRateCreate } from '@partsmith/contracts';
import { type Database, taxRates } from '@partsmith/db';
import { recordAudit } from '../audit/record-audit';
import { refusingDuplicateRates, taxRateColumns } from './tax-rate-row';

/** Adds a rate, audited; CONFLICT when the country and region already have one of that name. */
export async function createTaxRate({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: TaxRateCreate;
}): Promise<TaxRate> {
  return refusingDuplicateRates(() =>
    db.transaction(async (tx) => {
      const [rate] = await tx.insert(taxRates).values(taxRateColumns(input)).returning();
      if (!rate) throw new Error('insert returned no rate');
      await recordAudit(tx, {
        actorId,
        action: 'taxRate.create',
        targetTable: 'tax_rates',
        targetId: rate.id,
        before: null,
        after: rate,
      });
      return rate;
    }),
  );
}
