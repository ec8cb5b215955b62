import { type AdminCategory, AppError, type CategoryCreate, MESSAGES } from '@partsmith/contracts';
import { categories, type Database } from '@partsmith/db';
import { eq, isNull, max } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { bumpCatalogueVersion, lockCategory, withSlug } from './category-rows';

/** Adds a category last among its siblings, audited; a parent must be a top category (two levels only). */
export async function createCategory({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: CategoryCreate;
}): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const parentId = input.parentId ?? null;
    if (parentId) {
      const parent = await lockCategory(tx, parentId);
      if (parent.parentId !== null) throw new AppError('BAD_REQUEST', MESSAGES.categoryParentNotTop);
    }
    const [last] = await tx
      .select({ position: max(categories.position) })
      .from(categories)
      .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId));
    const [row] = await withSlug(input.slug, () =>
      tx
        .insert(categories)
        .values({ name: input.name, slug: input.slug, parentId, position: (last?.position ?? -1) + 1 })
        .returning({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          parentId: categories.parentId,
          position: categories.position,
        }),
    );
    if (!row) throw new Error('insert returned no category');
    await recordAudit(tx, {
      actorId,
      action: 'category.create',
      targetTable: 'categories',
      targetId: row.id,
      before: null,
      after: row,
    });
    await bumpCatalogueVersion(tx);
    return { ...row, partCount: 0, attributes: [] };
  });
}
