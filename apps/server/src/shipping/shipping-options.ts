import {
  AppError,
  countryName,
  SHIPPING_MESSAGES,
  type ShippingOption,
  type ShippingOptions,
  type ShippingOptionsInput,
  shippingChargeCents,
  shippingChargeOf,
} from '@partsmith/contracts';
import { type Database, shippingMethods, shippingZones } from '@partsmith/db';
import { and, arrayContains, eq } from 'drizzle-orm';

/**
 * What an order of this weight and subtotal may ship by to `country`: the active methods of the zone holding it
 * that can carry the weight, cheapest first (then quickest). BAD_REQUEST when no zone holds the country.
 */
export async function shippingOptions({
  db,
  input,
}: {
  db: Database;
  input: ShippingOptionsInput;
}): Promise<ShippingOptions> {
  const [zone] = await db
    .select({ id: shippingZones.id, name: shippingZones.name })
    .from(shippingZones)
    .where(arrayContains(shippingZones.countries, [input.country]));
  if (!zone) throw new AppError('BAD_REQUEST', SHIPPING_MESSAGES.notShippedTo(countryName(input.country)));
  const methods = await db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.zoneId, zone.id), eq(shippingMethods.active, true)));
  const options = methods.flatMap((row): ShippingOption[] => {
    const priceCents = shippingChargeCents(shippingChargeOf(row), input);
    if (priceCents === null) return [];
    const { id: methodId, name, kind, deliveryDaysMin, deliveryDaysMax } = row;
    return [{ methodId, name, kind, priceCents, deliveryDaysMin, deliveryDaysMax }];
  });
  options.sort((a, b) => a.priceCents - b.priceCents || a.deliveryDaysMax - b.deliveryDaysMax);
  return { country: input.country, zone, options };
}
