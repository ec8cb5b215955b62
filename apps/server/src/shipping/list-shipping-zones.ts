import type { ShippingZone } from '@partsmith/contracts';
import { type Database, shippingMethods, shippingZones } from '@partsmith/db';
import { asc } from 'drizzle-orm';
import { toShippingZone } from './shipping-rows';

/** Every zone by position (then name), each with its methods by name, inactive ones included. */
export async function listShippingZones({ db }: { db: Database }): Promise<ShippingZone[]> {
  const [zones, methods] = await Promise.all([
    db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.name)),
    db.select().from(shippingMethods).orderBy(asc(shippingMethods.name), asc(shippingMethods.id)),
  ]);
  return zones.map((zone) => toShippingZone(zone, methods));
}
