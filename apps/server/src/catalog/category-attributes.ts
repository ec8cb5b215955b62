import type { AttributeKind } from '@partsmith/contracts';
import { categories, categoryAttributes, type Database } from '@partsmith/db';
import { asc, eq, inArray, or } from 'drizzle-orm';

export interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  parentId: string | null;
}

export interface AttributeRow {
  id: string;
  key: string;
  name: string;
  kind: AttributeKind;
  unit: string | null;
}

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  parentId: categories.parentId,
};

/** A category with its parent and children; null when no category has the slug. */
export async function findCategory(
  db: Database,
  where: { slug: string } | { id: string },
): Promise<{ category: CategoryRow; parent: CategoryRow | null; children: CategoryRow[] } | null> {
  const [category] = await db
    .select(categoryColumns)
    .from(categories)
    .where('slug' in where ? eq(categories.slug, where.slug) : eq(categories.id, where.id));
  if (!category) return null;
  const related = await db
    .select(categoryColumns)
    .from(categories)
    .where(
      or(
        eq(categories.parentId, category.id),
        category.parentId ? eq(categories.id, category.parentId) : undefined,
      ),
    )
    .orderBy(asc(categories.position), asc(categories.name));
  return {
    category,
    parent: related.find((row) => row.id === category.parentId) ?? null,
    children: related.filter((row) => row.parentId === category.id),
  };
}

/** The attributes a category's parts have: its parent's first, then its own, each in the admin's order. */
export async function lineageAttributes(db: Database, category: CategoryRow): Promise<AttributeRow[]> {
  const line = category.parentId ? [category.parentId, category.id] : [category.id];
  const rows = await db
    .select({
      id: categoryAttributes.id,
      categoryId: categoryAttributes.categoryId,
      key: categoryAttributes.key,
      name: categoryAttributes.name,
      kind: categoryAttributes.kind,
      unit: categoryAttributes.unit,
      position: categoryAttributes.position,
    })
    .from(categoryAttributes)
    .where(inArray(categoryAttributes.categoryId, line));
  return rows
    .sort((a, b) => line.indexOf(a.categoryId) - line.indexOf(b.categoryId) || a.position - b.position)
    .map(({ id, key, name, kind, unit }) => ({ id, key, name, kind, unit }));
}
