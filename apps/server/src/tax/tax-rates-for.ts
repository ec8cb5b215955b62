import { applicableTaxRates, type TaxRate } from '@partsmith/contracts';
import { type Queryable, reusableQuery, taxRates } from '@partsmith/db';
import { eq, sql } from 'drizzle-orm';

/** Built once, prepared on every connection (decision 0035): every checkout asks it. */
const selectRatesOf = reusableQuery((db) =>
  db
    .select()
    .from(taxRates)
    .where(eq(taxRates.country, sql.placeholder('country')))
    .prepare('select_tax_rates_of'),
);

/**
 * The rates an order delivered to `country` (and `region`) pays, for the checkout to hand to `orderTotals`: the
 * country's own and its region's (contracts' `applicableTaxRates` decides which).
 */
export async function taxRatesFor({
  db,
  country,
  region,
}: {
  db: Queryable;
  country: string;
  region: string | null;
}): Promise<TaxRate[]> {
  const rates = await selectRatesOf(db, { country: country.toUpperCase() });
  return applicableTaxRates(rates, { country, region });
}
