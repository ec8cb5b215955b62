import type { ShippingZone, ShippingZoneCreate } from '@partsmith/contracts';
import { type Database, shippingZones } from '@partsmith/db';
import { recordAudit } from '../audit/record-audit';
import { refuseCountriesElsewhere } from './shipping-rows';

/** Adds a zone (no methods yet), audited; CONFLICT when one of its countries is in another zone. */
export async function createShippingZone({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: ShippingZoneCreate;
}): Promise<ShippingZone> {
  return db.transaction(async (tx) => {
    await refuseCountriesElsewhere(tx, input.countries, null);
    const [zone] = await tx
      .insert(shippingZones)
      .values({ name: input.name, countries: input.countries, position: input.position ?? 0 })
      .returning();
    if (!zone) throw new Error('insert returned no zone');
    await recordAudit(tx, {
      actorId,
      action: 'shippingZone.create',
      targetTable: 'shipping_zones',
      targetId: zone.id,
      before: null,
      after: zone,
    });
    return { ...zone, methods: [] };
  });
}
