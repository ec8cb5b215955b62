import type { AdminCategory, CategoryRename } from '@partsmith/contracts';
import { categories, type Database } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { bumpCatalogueVersion, lockCategory, readAdminCategory, withSlug } from './category-rows';

/** Gives a category a new name and address (unique in the tree), audited. */
export async function renameCategory({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: CategoryRename;
}): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, input.id);
    await withSlug(input.slug, () =>
      tx.update(categories).set({ name: input.name, slug: input.slug }).where(eq(categories.id, input.id)),
    );
    const after = await readAdminCategory(tx, input.id);
    await recordAudit(tx, {
      actorId,
      action: 'category.rename',
      targetTable: 'categories',
      targetId: input.id,
      before: { name: before.name, slug: before.slug },
      after: { name: after.name, slug: after.slug },
    });
    await bumpCatalogueVersion(tx);
    return after;
  });
}
