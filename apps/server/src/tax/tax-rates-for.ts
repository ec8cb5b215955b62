import { applicableTaxRates, type TaxRate } from '@partsmith/contracts';
import { type Database, taxRates } from '@partsmith/db';
import { eq } from 'drizzle-orm';

/**
 * The rates an order delivered to `country` (and `region`) pays, for the checkout to hand to `orderTotals`: the
 * country's own and its region's (contracts' `applicableTaxRates` decides which).
 */
export async function taxRatesFor({
  db,
  country,
  region,
}: {
  db: Pick<Database, 'select'>;
  country: string;
  region: string | null;
}): Promise<TaxRate[]> {
  const rates = await db.select().from(taxRates).where(eq(taxRates.country, country.toUpperCase()));
  return applicableTaxRates(rates, { country, region });
}
