import { type AdminAttribute, AppError, type AttributeRename, MESSAGES } from '@partsmith/contracts';
import { categoryAttributes, type Database } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { attributeColumns, bumpCatalogueVersion } from './category-rows';
import { lockAttribute } from './lock-attribute';

/** A new name and unit (a number's only); the key and kind stay, audited. */
export async function renameAttribute({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: AttributeRename;
}): Promise<AdminAttribute> {
  return db.transaction(async (tx) => {
    const before = await lockAttribute(tx, input.id);
    if (before.kind === 'number' && input.unit === undefined)
      throw new AppError('BAD_REQUEST', MESSAGES.attributeUnitRequired);
    if (before.kind !== 'number' && input.unit !== undefined)
      throw new AppError('BAD_REQUEST', MESSAGES.attributeUnitForbidden);
    const [after] = await tx
      .update(categoryAttributes)
      .set({ name: input.name, unit: input.unit ?? null })
      .where(eq(categoryAttributes.id, input.id))
      .returning(attributeColumns);
    if (!after) throw new Error('update returned no attribute');
    await recordAudit(tx, {
      actorId,
      action: 'categoryAttribute.rename',
      targetTable: 'category_attributes',
      targetId: input.id,
      before,
      after: { ...after, categoryId: before.categoryId },
    });
    await bumpCatalogueVersion(tx);
    return after;
  });
}
