import type { AdminAttribute, AttributeCreate } from '@partsmith/contracts';
import { categories, categoryAttributes, type Database } from '@partsmith/db';
import { eq, max } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { attributeColumns, bumpCatalogueVersion, lockLine, refuseKeysTaken } from './category-rows';

/** Adds an attribute last in its category's order, audited; its key must be free along the line. */
export async function addAttribute({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: AttributeCreate;
}): Promise<AdminAttribute> {
  return db.transaction(async (tx) => {
    const category = await lockLine(tx, input.categoryId);
    const children = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, category.id));
    const line = [category.id, ...children.map((child) => child.id)];
    if (category.parentId) line.push(category.parentId);
    await refuseKeysTaken(tx, [input.key], line);
    const [last] = await tx
      .select({ position: max(categoryAttributes.position) })
      .from(categoryAttributes)
      .where(eq(categoryAttributes.categoryId, category.id));
    const [row] = await tx
      .insert(categoryAttributes)
      .values({
        categoryId: category.id,
        key: input.key,
        name: input.name,
        kind: input.kind,
        unit: input.unit ?? null,
        position: (last?.position ?? -1) + 1,
      })
      .returning(attributeColumns);
    if (!row) throw new Error('insert returned no attribute');
    await recordAudit(tx, {
      actorId,
      action: 'categoryAttribute.create',
      targetTable: 'category_attributes',
      targetId: row.id,
      before: null,
      after: { ...row, categoryId: category.id },
    });
    await bumpCatalogueVersion(tx);
    return row;
  });
}
