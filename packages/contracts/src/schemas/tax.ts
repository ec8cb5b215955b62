import { z } from 'zod';
import { SHIPPING_MESSAGES as M } from '../shipping-messages';
import { entityId } from './entity-id';
import { percentInBasisPoints } from './numbers';
import { ZCountryCode } from './shipping';
import { textField } from './text-fields';

export const ZTaxRateId = entityId(M.rateNotFound);

const rateFields = {
  country: ZCountryCode,
  /** A state, province or other part of the country with its own rate; blank: the whole country. */
  region: textField({ label: 'Region', max: 60 })
    .nullish()
    .transform((region) => region || null),
  name: textField({ label: 'Name', required: M.rateNameRequired, max: 60 }),
  /** A percentage ("20", "7.25"), stored as basis points. */
  rate: percentInBasisPoints(M.rateRequired, M.rateInvalid),
  appliesToShipping: z.boolean().default(false),
};

export const ZTaxRateCreateInput = z.object(rateFields);
export type TaxRateCreateInput = z.input<typeof ZTaxRateCreateInput>;
export type TaxRateCreate = z.output<typeof ZTaxRateCreateInput>;
export const ZTaxRateUpdateInput = z.object({ id: ZTaxRateId, ...rateFields });
export type TaxRateUpdate = z.output<typeof ZTaxRateUpdateInput>;
export const ZTaxRateIdInput = z.object({ id: ZTaxRateId });

export const ZTaxRate = z.object({
  id: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  name: z.string(),
  rateBasisPoints: z.number().int(),
  appliesToShipping: z.boolean(),
});
export type TaxRate = z.infer<typeof ZTaxRate>;

/** A rate as people read it: 2000 → "20%", 725 → "7.25%". */
export function formatRate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}
