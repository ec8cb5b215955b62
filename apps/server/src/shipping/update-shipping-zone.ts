import {
  AppError,
  SHIPPING_MESSAGES,
  type ShippingZone,
  type ShippingZoneUpdate,
} from '@partsmith/contracts';
import { type Database, shippingZones } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { readZone, refuseCountriesElsewhere } from './shipping-rows';

/** Renames a zone, changes its countries or position, audited; CONFLICT for a country in another zone. */
export async function updateShippingZone({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: ShippingZoneUpdate;
}): Promise<ShippingZone> {
  return db.transaction(async (tx) => {
    await refuseCountriesElsewhere(tx, input.countries, input.id);
    const [before] = await tx
      .select()
      .from(shippingZones)
      .where(eq(shippingZones.id, input.id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', SHIPPING_MESSAGES.zoneNotFound);
    const [after] = await tx
      .update(shippingZones)
      .set({ name: input.name, countries: input.countries, position: input.position ?? before.position })
      .where(eq(shippingZones.id, input.id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'shippingZone.update',
      targetTable: 'shipping_zones',
      targetId: input.id,
      before,
      after,
    });
    return readZone(tx, input.id);
  });
}
