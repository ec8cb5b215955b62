import { AppError, MESSAGES } from '@partsmith/contracts';
import { categoryAttributes, type Database, productSpecifications, products } from '@partsmith/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { bumpCatalogueVersion } from './category-rows';
import { lockAttribute } from './lock-attribute';

/**
 * Removes an attribute, audited. Refused while parts on sale have a value for it (an admin's click never erases
 * part data, decision 0063); deleted parts' values go with it.
 */
export async function removeAttribute({
  db,
  actorId,
  id,
}: {
  db: Database;
  actorId: string;
  id: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockAttribute(tx, id);
    const [valued] = await tx
      .select({ n: count() })
      .from(productSpecifications)
      .innerJoin(products, eq(products.id, productSpecifications.productId))
      .where(and(eq(productSpecifications.attributeId, id), isNull(products.deletedAt)));
    if (valued && valued.n > 0) throw new AppError('CONFLICT', MESSAGES.attributeInUse(valued.n));
    await tx.delete(productSpecifications).where(eq(productSpecifications.attributeId, id));
    await tx.delete(categoryAttributes).where(eq(categoryAttributes.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'categoryAttribute.remove',
      targetTable: 'category_attributes',
      targetId: id,
      before,
      after: null,
    });
    await bumpCatalogueVersion(tx);
  });
}
