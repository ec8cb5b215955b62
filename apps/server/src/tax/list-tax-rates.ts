import type { TaxRate } from '@partsmith/contracts';
import { type Database, taxRates } from '@partsmith/db';
import { asc, sql } from 'drizzle-orm';

/** Every rate by country, the country-wide ones before its regions', then by name. */
export async function listTaxRates({ db }: { db: Database }): Promise<TaxRate[]> {
  return db
    .select()
    .from(taxRates)
    .orderBy(asc(taxRates.country), sql`${taxRates.region} asc nulls first`, asc(taxRates.name));
}
