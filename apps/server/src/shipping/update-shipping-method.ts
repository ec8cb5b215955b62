import {
  AppError,
  SHIPPING_MESSAGES,
  type ShippingMethod,
  type ShippingMethodUpdate,
} from '@partsmith/contracts';
import { type Database, shippingMethods, shippingZones } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { methodColumns, toShippingMethod } from './shipping-rows';

/** Replaces a method's settings (it may move to another zone), audited. */
export async function updateShippingMethod({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: ShippingMethodUpdate;
}): Promise<ShippingMethod> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.id, input.id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', SHIPPING_MESSAGES.methodNotFound);
    const [zone] = await tx
      .select({ id: shippingZones.id })
      .from(shippingZones)
      .where(eq(shippingZones.id, input.zoneId))
      .for('share');
    if (!zone) throw new AppError('NOT_FOUND', SHIPPING_MESSAGES.zoneNotFound);
    const [row] = await tx
      .update(shippingMethods)
      .set(methodColumns(input))
      .where(eq(shippingMethods.id, input.id))
      .returning();
    if (!row) throw new Error('update returned no method');
    const method = toShippingMethod(row);
    await recordAudit(tx, {
      actorId,
      action: 'shippingMethod.update',
      targetTable: 'shipping_methods',
      targetId: method.id,
      before: toShippingMethod(before),
      after: method,
    });
    return method;
  });
}
