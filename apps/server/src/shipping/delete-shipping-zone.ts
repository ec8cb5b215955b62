import { type Database, shippingZones } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { readZone } from './shipping-rows';

/** Removes a zone and its methods (orders keep their own copy of what they shipped by), audited. */
export async function deleteShippingZone({
  db,
  actorId,
  id,
}: {
  db: Database;
  actorId: string;
  id: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: shippingZones.id })
      .from(shippingZones)
      .where(eq(shippingZones.id, id))
      .for('update');
    const before = await readZone(tx, id);
    await tx.delete(shippingZones).where(eq(shippingZones.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'shippingZone.delete',
      targetTable: 'shipping_zones',
      targetId: id,
      before,
      after: null,
    });
  });
}
