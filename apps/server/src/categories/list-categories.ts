import type { AdminCategoryTree } from '@partsmith/contracts';
import { categories, categoryAttributes, type Database, products } from '@partsmith/db';
import { asc, count, isNull } from 'drizzle-orm';
import { attributeColumns, categoryColumns } from './category-rows';

/** The whole tree, in the menu's order, each category with its own attributes and its own parts on sale. */
export async function listCategories({ db }: { db: Database }): Promise<AdminCategoryTree> {
  const [rows, attributes, counts] = await Promise.all([
    db.select(categoryColumns).from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db
      .select({ ...attributeColumns, categoryId: categoryAttributes.categoryId })
      .from(categoryAttributes)
      .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.name)),
    db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(isNull(products.deletedAt))
      .groupBy(products.categoryId),
  ]);
  const partsIn = new Map(counts.map((row) => [row.categoryId, row.n]));
  const withDetails = (row: (typeof rows)[number]) => ({
    ...row,
    partCount: partsIn.get(row.id) ?? 0,
    attributes: attributes
      .filter((attribute) => attribute.categoryId === row.id)
      .map(({ categoryId: _, ...attribute }) => attribute),
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({
      ...withDetails(top),
      children: rows.filter((row) => row.parentId === top.id).map(withDetails),
    }));
}
