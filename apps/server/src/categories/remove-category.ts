import { AppError, MESSAGES } from '@partsmith/contracts';
import {
  categories,
  categoryAttributes,
  type Database,
  productSpecifications,
  products,
} from '@partsmith/db';
import { eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import {
  bumpCatalogueVersion,
  categoryAttributesOf,
  childCount,
  lockCategory,
  partsIn,
} from './category-rows';

/**
 * Removes an empty category with its attributes, audited. Refused while parts on sale or sub-categories are in it;
 * deleted parts (kept for their orders) let go of it and of their values for its attributes.
 */
export async function removeCategory({
  db,
  actorId,
  id,
}: {
  db: Database;
  actorId: string;
  id: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    const children = await childCount(tx, id);
    if (children > 0) throw new AppError('CONFLICT', MESSAGES.categoryRemoveHasChildren(children));
    const parts = await partsIn(tx, id);
    if (parts > 0) throw new AppError('CONFLICT', MESSAGES.categoryRemoveHasParts(parts));
    const attributes = await categoryAttributesOf(tx, id);
    const attributeIds = attributes.map((attribute) => attribute.id);
    if (attributeIds.length > 0) {
      await tx.delete(productSpecifications).where(inArray(productSpecifications.attributeId, attributeIds));
      await tx.delete(categoryAttributes).where(inArray(categoryAttributes.id, attributeIds));
    }
    await tx.update(products).set({ categoryId: null }).where(eq(products.categoryId, id));
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'category.remove',
      targetTable: 'categories',
      targetId: id,
      before: { ...before, attributes },
      after: null,
    });
    await bumpCatalogueVersion(tx);
  });
}
