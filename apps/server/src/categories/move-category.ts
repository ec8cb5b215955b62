import { type AdminCategory, AppError, type CategoryMove, MESSAGES } from '@partsmith/contracts';
import {
  categories,
  categoryAttributes,
  type Database,
  productSpecifications,
  products,
} from '@partsmith/db';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import {
  bumpCatalogueVersion,
  categoryAttributesOf,
  childCount,
  type LockedCategory,
  lockCategory,
  readAdminCategory,
  refuseKeysTaken,
} from './category-rows';

/** Refuses a new parent that would make a third level or give the line one attribute key twice. */
async function refuseParent(tx: Database, category: LockedCategory, parentId: string): Promise<void> {
  if (parentId === category.id) throw new AppError('BAD_REQUEST', MESSAGES.categoryUnderItself);
  const parent = await lockCategory(tx, parentId);
  if (parent.parentId !== null) throw new AppError('BAD_REQUEST', MESSAGES.categoryParentNotTop);
  const children = await childCount(tx, category.id);
  if (children > 0) throw new AppError('BAD_REQUEST', MESSAGES.categoryParentHasChildren(children));
  const keys = (await categoryAttributesOf(tx, category.id)).map((attribute) => attribute.key);
  await refuseKeysTaken(tx, keys, [parentId]);
}

/** Parts on sale here with values for the present parent's attributes: a new parent would leave them orphaned. */
async function partsWithInheritedValues(tx: Database, category: LockedCategory): Promise<number> {
  if (category.parentId === null) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(productSpecifications)
    .innerJoin(products, eq(products.id, productSpecifications.productId))
    .innerJoin(categoryAttributes, eq(categoryAttributes.id, productSpecifications.attributeId))
    .where(
      and(
        eq(products.categoryId, category.id),
        isNull(products.deletedAt),
        eq(categoryAttributes.categoryId, category.parentId),
      ),
    );
  return row?.n ?? 0;
}

/** Puts a category under another parent (or at the top) and at a place among its siblings, audited. */
export async function moveCategory({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: CategoryMove;
}): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, input.id);
    if (input.parentId !== before.parentId) {
      if (input.parentId) await refuseParent(tx, before, input.parentId);
      const valued = await partsWithInheritedValues(tx, before);
      if (valued > 0) throw new AppError('CONFLICT', MESSAGES.categoryMoveKeepsValues(valued));
    }
    const siblings = await tx
      .select({ id: categories.id, position: categories.position })
      .from(categories)
      .where(
        and(
          input.parentId ? eq(categories.parentId, input.parentId) : isNull(categories.parentId),
          ne(categories.id, input.id),
        ),
      )
      .orderBy(asc(categories.position), asc(categories.name));
    const order = siblings.map((sibling) => sibling.id);
    order.splice(Math.min(input.position, order.length), 0, input.id);
    for (const [position, id] of order.entries()) {
      const sibling = siblings.find((row) => row.id === id);
      if (sibling?.position === position) continue;
      await tx
        .update(categories)
        .set(id === input.id ? { position, parentId: input.parentId } : { position })
        .where(eq(categories.id, id));
    }
    const after = await readAdminCategory(tx, input.id);
    await recordAudit(tx, {
      actorId,
      action: 'category.move',
      targetTable: 'categories',
      targetId: input.id,
      before: { parentId: before.parentId, position: before.position },
      after: { parentId: after.parentId, position: after.position },
    });
    await bumpCatalogueVersion(tx);
    return after;
  });
}
