import { AppError, SHIPPING_MESSAGES } from '@partsmith/contracts';
import { type Database, shippingMethods } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { toShippingMethod } from './shipping-rows';

/** Removes a method, audited; buyers stop seeing it at once. */
export async function deleteShippingMethod({
  db,
  actorId,
  id,
}: {
  db: Database;
  actorId: string;
  id: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(shippingMethods).where(eq(shippingMethods.id, id)).returning();
    if (!before) throw new AppError('NOT_FOUND', SHIPPING_MESSAGES.methodNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'shippingMethod.delete',
      targetTable: 'shipping_methods',
      targetId: id,
      before: toShippingMethod(before),
      after: null,
    });
  });
}
