import {
  centsToDollars,
  type ShippingMethod,
  type ShippingMethodCreateInput,
  ZShippingMethodCreateInput,
} from '@partsmith/contracts';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';

/** Only a weight method's bands are checked and sent: the others keep what was typed, unused. */
export function withoutUnusedBands(values: ShippingMethodCreateInput): ShippingMethodCreateInput {
  return values.kind === 'weight' ? values : { ...values, weightBands: [] };
}

/** The contracts' method rules, on the values the chosen kind uses. */
export const ZShippingMethodForm = z.preprocess(
  (values) => withoutUnusedBands(values as ShippingMethodCreateInput),
  ZShippingMethodCreateInput,
) as unknown as z.ZodType<z.output<typeof ZShippingMethodCreateInput>, ShippingMethodCreateInput>;

const dollars = (cents: number | null | undefined) => (cents == null ? '' : centsToDollars(cents).toFixed(2));

/** A new method starts flat with one empty band ready; an edited one shows what it charges. */
export function shippingMethodDefaults(
  zoneId: string,
  method: ShippingMethod | null,
): DefaultValues<ShippingMethodCreateInput> {
  const bands = method?.weightBands.map((band) => ({
    upToGrams: String(band.upToGrams),
    price: dollars(band.priceCents),
  }));
  return {
    zoneId,
    name: method?.name ?? '',
    kind: method?.kind ?? 'flat',
    price: method && method.kind !== 'weight' ? dollars(method.priceCents) : '',
    weightBands: bands?.length ? bands : [{ upToGrams: '', price: '' }],
    freeAbove: dollars(method?.freeAboveCents),
    deliveryDaysMin: String(method?.deliveryDaysMin ?? 2),
    deliveryDaysMax: String(method?.deliveryDaysMax ?? 4),
    active: method?.active ?? true,
  };
}
