import { AppError, type AttributesReorder, MESSAGES } from '@partsmith/contracts';
import { categoryAttributes, type Database } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { bumpCatalogueVersion, categoryAttributesOf, lockCategory } from './category-rows';

/** Puts a category's attributes in the given order, audited; the list must name each of them exactly once. */
export async function reorderAttributes({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: AttributesReorder;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategory(tx, input.categoryId);
    const before = await categoryAttributesOf(tx, input.categoryId);
    const wanted = new Set(input.attributeIds);
    if (
      wanted.size !== input.attributeIds.length ||
      wanted.size !== before.length ||
      before.some((attribute) => !wanted.has(attribute.id))
    )
      throw new AppError('CONFLICT', MESSAGES.attributesOrderStale);
    for (const [position, id] of input.attributeIds.entries()) {
      if (before.find((attribute) => attribute.id === id)?.position === position) continue;
      await tx.update(categoryAttributes).set({ position }).where(eq(categoryAttributes.id, id));
    }
    await recordAudit(tx, {
      actorId,
      action: 'categoryAttribute.reorder',
      targetTable: 'categories',
      targetId: input.categoryId,
      before: before.map((attribute) => attribute.key),
      after: input.attributeIds.map((id) => before.find((attribute) => attribute.id === id)?.key),
    });
    await bumpCatalogueVersion(tx);
  });
}
