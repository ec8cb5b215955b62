import type { CategoryTree } from '@partsmith/contracts';
import { categories, products, type Queryable } from '@partsmith/db';
import { asc, count, isNull } from 'drizzle-orm';

/** The category menu, in the admin's order, with the parts on sale in each (a top category's children's too). */
export async function categoryTree({ db }: { db: Queryable }): Promise<CategoryTree> {
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        parentId: categories.parentId,
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name)),
    db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(isNull(products.deletedAt))
      .groupBy(products.categoryId),
  ]);
  const partsIn = new Map(counts.map((row) => [row.categoryId, row.n]));
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => {
      const children = rows
        .filter((row) => row.parentId === top.id)
        .map((child) => ({ slug: child.slug, name: child.name, partCount: partsIn.get(child.id) ?? 0 }));
      return {
        slug: top.slug,
        name: top.name,
        partCount: (partsIn.get(top.id) ?? 0) + children.reduce((sum, child) => sum + child.partCount, 0),
        children,
      };
    });
}
