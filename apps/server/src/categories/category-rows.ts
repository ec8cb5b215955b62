import { type AdminAttribute, type AdminCategory, AppError, MESSAGES } from '@partsmith/contracts';
import { categories, categoryAttributes, type Database, products } from '@partsmith/db';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { uniqueViolationOf } from '../shared/database-error';

export interface LockedCategory {
  id: string;
  slug: string;
  name: string;
  parentId: string | null;
  position: number;
}

export const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  parentId: categories.parentId,
  position: categories.position,
};

export const attributeColumns = {
  id: categoryAttributes.id,
  key: categoryAttributes.key,
  name: categoryAttributes.name,
  kind: categoryAttributes.kind,
  unit: categoryAttributes.unit,
  position: categoryAttributes.position,
};

/** The category's row, locked for the rest of the transaction: a part added to it meanwhile waits (its FK). */
export async function lockCategory(tx: Database, id: string): Promise<LockedCategory> {
  const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.categoryNotFound);
  return row;
}

/**
 * Locks the top of the category's line, then the category: every write to a line's attribute keys takes the same
 * first lock, so two admins cannot give a parent and its child one key at the same moment.
 */
export async function lockLine(tx: Database, id: string): Promise<LockedCategory> {
  const [row] = await tx
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, id));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.categoryNotFound);
  if (row.parentId) await lockCategory(tx, row.parentId);
  return lockCategory(tx, id);
}

export async function childCount(tx: Database, id: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  return row?.n ?? 0;
}

/** Parts on sale in the category itself. */
export async function partsIn(tx: Database, id: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.categoryId, id), isNull(products.deletedAt)));
  return row?.n ?? 0;
}

/** CONFLICT naming the first of `keys` an attribute of one of `categoryIds` already has. */
export async function refuseKeysTaken(tx: Database, keys: string[], categoryIds: string[]): Promise<void> {
  if (keys.length === 0 || categoryIds.length === 0) return;
  const [taken] = await tx
    .select({ key: categoryAttributes.key, category: categories.name })
    .from(categoryAttributes)
    .innerJoin(categories, eq(categories.id, categoryAttributes.categoryId))
    .where(and(inArray(categoryAttributes.key, keys), inArray(categoryAttributes.categoryId, categoryIds)))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', MESSAGES.attributeKeyTaken(taken.key, taken.category));
}

/** Runs a write that sets a slug; the unique index's refusal becomes the admin's CONFLICT. */
export async function withSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === 'categories_slug_key')
      throw new AppError('CONFLICT', MESSAGES.categorySlugTaken(slug), { cause: error });
    throw error;
  }
}

export async function categoryAttributesOf(tx: Database, id: string): Promise<AdminAttribute[]> {
  return tx
    .select(attributeColumns)
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, id))
    .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.name));
}

/** The category as the admin's list shows it. */
export async function readAdminCategory(tx: Database, id: string): Promise<AdminCategory> {
  const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.categoryNotFound);
  const [partCount, attributes] = [await partsIn(tx, id), await categoryAttributesOf(tx, id)];
  return { ...row, partCount, attributes };
}

/**
 * The category menu and the in-memory catalogue are rebuilt per catalogue version; products' trigger bumps it on
 * their writes (migration 0003), a category or attribute write bumps it here, in its own transaction. The flag
 * is the trigger's: a part written in the same transaction then bumps nothing more.
 */
export async function bumpCatalogueVersion(tx: Database): Promise<void> {
  await tx.execute(sql`
    with bumped as (update catalogue_version set version = version + 1 returning version)
    select pg_notify('catalogue_version', version::text), set_config('partsmith.catalogue_bumped', 'on', true)
    from bumped`);
}
