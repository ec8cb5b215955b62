import {
  AppError,
  SHIPPING_MESSAGES,
  type ShippingMethod,
  type ShippingMethodCreate,
  type ShippingZone,
} from '@partsmith/contracts';
import { type Database, shippingMethods, shippingZones } from '@partsmith/db';
import { and, arrayOverlaps, asc, eq, ne, sql } from 'drizzle-orm';

type Reader = Pick<Database, 'select'>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type MethodRow = typeof shippingMethods.$inferSelect;
export type ZoneRow = typeof shippingZones.$inferSelect;

export function toShippingMethod(row: MethodRow): ShippingMethod {
  return { ...row, weightBands: row.weightBands };
}

export function toShippingZone(zone: ZoneRow, methods: MethodRow[]): ShippingZone {
  return { ...zone, methods: methods.filter((m) => m.zoneId === zone.id).map(toShippingMethod) };
}

/** The columns a method's input sets: only what its kind uses is kept (the CHECKs refuse the rest). */
export function methodColumns(input: ShippingMethodCreate) {
  return {
    zoneId: input.zoneId,
    name: input.name,
    kind: input.kind,
    priceCents: input.kind === 'weight' ? 0 : (input.price ?? 0),
    weightBands:
      input.kind === 'weight'
        ? input.weightBands.map(({ upToGrams, price }) => ({ upToGrams, priceCents: price }))
        : [],
    freeAboveCents: input.kind === 'free_above' ? (input.freeAbove ?? 0) : null,
    deliveryDaysMin: input.deliveryDaysMin,
    deliveryDaysMax: input.deliveryDaysMax,
    active: input.active,
  };
}

/** A zone with its methods; NOT_FOUND when there is none. */
export async function readZone(db: Reader, id: string): Promise<ShippingZone> {
  const [zone] = await db.select().from(shippingZones).where(eq(shippingZones.id, id));
  if (!zone) throw new AppError('NOT_FOUND', SHIPPING_MESSAGES.zoneNotFound);
  const methods = await db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.zoneId, id))
    .orderBy(asc(shippingMethods.name), asc(shippingMethods.id));
  return toShippingZone(zone, methods);
}

/**
 * A country belongs to one zone at most. No CHECK can compare rows, so zone writes take turns (a table lock that
 * readers pass) and each checks the others before it writes; CONFLICT names the first country taken.
 */
export async function refuseCountriesElsewhere(
  tx: Transaction,
  countries: string[],
  zoneId: string | null,
): Promise<void> {
  await tx.execute(sql`lock table ${shippingZones} in share row exclusive mode`);
  const [other] = await tx
    .select({ name: shippingZones.name, countries: shippingZones.countries })
    .from(shippingZones)
    .where(
      and(
        arrayOverlaps(shippingZones.countries, countries),
        zoneId ? ne(shippingZones.id, zoneId) : undefined,
      ),
    )
    .limit(1);
  const taken = other && countries.find((code) => other.countries.includes(code));
  if (other && taken) throw new AppError('CONFLICT', SHIPPING_MESSAGES.countryInOtherZone(taken, other.name));
}
