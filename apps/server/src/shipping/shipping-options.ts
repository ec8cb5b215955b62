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
import { type Queryable, reusableQuery, shippingMethods, shippingZones } from '@partsmith/db';
import { and, eq, sql } from 'drizzle-orm';

/**
 * What an order of this weight and subtotal may ship by to `country`: the active methods of the zone holding it
 * that can carry the weight, cheapest first (then quickest). BAD_REQUEST when no zone holds the country.
 */
export async function shippingOptions({
  db,
  input,
}: {
  db: Queryable;
  input: ShippingOptionsInput;
}): Promise<ShippingOptions> {
  const zone = await readZoneOf(db, input.country);
  if (!zone) throw new AppError('BAD_REQUEST', SHIPPING_MESSAGES.notShippedTo(countryName(input.country)));
  return { country: input.country, zone: zone.zone, options: optionsFor(zone, input) };
}

// Built once each and prepared on every connection (decision 0035): the checkout asks them for every order.
const selectZoneOf = reusableQuery((db) =>
  db
    .select({ id: shippingZones.id, name: shippingZones.name })
    .from(shippingZones)
    .where(sql`${shippingZones.countries} @> array[${sql.placeholder('country')}]::text[]`)
    .prepare('select_zone_of'),
);
const selectActiveMethods = reusableQuery((db) =>
  db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.zoneId, sql.placeholder('zoneId')), eq(shippingMethods.active, true)))
    .prepare('select_active_methods'),
);

/** The zone holding a country and its active methods, as stored; null when no zone holds it. */
export async function readZoneOf(db: Queryable, country: string) {
  const [zone] = await selectZoneOf(db, { country });
  if (!zone) return null;
  const methods = await selectActiveMethods(db, { zoneId: zone.id });
  return { zone, methods };
}
export type ZoneMethods = NonNullable<Awaited<ReturnType<typeof readZoneOf>>>;

/** The zone's methods that can carry an order of this weight and subtotal, priced for it, cheapest first. */
export function optionsFor(
  { methods }: ZoneMethods,
  order: { weightGrams: number; subtotalCents: number },
): ShippingOption[] {
  const options = methods.flatMap((row): ShippingOption[] => {
    const priceCents = shippingChargeCents(shippingChargeOf(row), order);
    if (priceCents === null) return [];
    const { id: methodId, name, kind, deliveryDaysMin, deliveryDaysMax } = row;
    return [{ methodId, name, kind, priceCents, deliveryDaysMin, deliveryDaysMax }];
  });
  return options.sort((a, b) => a.priceCents - b.priceCents || a.deliveryDaysMax - b.deliveryDaysMax);
}
