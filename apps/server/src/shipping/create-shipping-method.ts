import {
  AppError,
  SHIPPING_MESSAGES,
  type ShippingMethod,
  type ShippingMethodCreate,
} from '@partsmith/contracts';
import { type Database, shippingMethods, shippingZones } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { methodColumns, toShippingMethod } from './shipping-rows';

/** Adds a method to a zone, audited; NOT_FOUND when the zone is gone. */
export async function createShippingMethod({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: ShippingMethodCreate;
}): Promise<ShippingMethod> {
  return db.transaction(async (tx) => {
    // Locked so that the zone cannot be removed between this check and the insert.
    const [zone] = await tx
      .select({ id: shippingZones.id })
      .from(shippingZones)
      .where(eq(shippingZones.id, input.zoneId))
      .for('share');
    if (!zone) throw new AppError('NOT_FOUND', SHIPPING_MESSAGES.zoneNotFound);
    const [row] = await tx.insert(shippingMethods).values(methodColumns(input)).returning();
    if (!row) throw new Error('insert returned no method');
    const method = toShippingMethod(row);
    await recordAudit(tx, {
      actorId,
      action: 'shippingMethod.create',
      targetTable: 'shipping_methods',
      targetId: method.id,
      before: null,
      after: method,
    });
    return method;
  });
}
