import { AppError, SHIPPING_MESSAGES, type TaxRateCreate } from '@partsmith/contracts';
import type { taxRates } from '@partsmith/db';
import { sqlStateOf } from '../shared/database-error';

export type TaxRateRow = typeof taxRates.$inferSelect;

/** The stored columns of a rate as the admin entered it. */
export function taxRateColumns(input: TaxRateCreate) {
  return {
    country: input.country,
    region: input.region,
    name: input.name,
    rateBasisPoints: input.rate,
    appliesToShipping: input.appliesToShipping,
  };
}

/** A write that met `tax_rates_country_region_name_key`: CONFLICT in words (the transaction has rolled back). */
export async function refusingDuplicateRates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw new AppError('CONFLICT', SHIPPING_MESSAGES.rateTwice);
    throw error;
  }
}
