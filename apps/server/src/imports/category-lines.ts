import type { SpecificationAttribute } from '@partsmith/contracts';
import { categories, categoryAttributes, type Queryable } from '@partsmith/db';
import { asc } from 'drizzle-orm';

/** A category a row may name, with the attributes its parts have (its parent's first, then its own). */
export interface ImportCategory {
  id: string;
  slug: string;
  name: string;
  attributes: (SpecificationAttribute & { id: string })[];
}

export interface CategoryLines {
  bySlug: Map<string, ImportCategory>;
  byId: Map<string, ImportCategory>;
}

/** Every category with its line's attributes, read once per file (a shop has tens, a file thousands of rows). */
export async function categoryLines(db: Queryable): Promise<CategoryLines> {
  const [rows, attributes] = await Promise.all([
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        parentId: categories.parentId,
      })
      .from(categories),
    db
      .select({
        id: categoryAttributes.id,
        categoryId: categoryAttributes.categoryId,
        key: categoryAttributes.key,
        name: categoryAttributes.name,
        kind: categoryAttributes.kind,
        unit: categoryAttributes.unit,
      })
      .from(categoryAttributes)
      .orderBy(asc(categoryAttributes.position)),
  ]);
  const own = (categoryId: string | null) =>
    attributes
      .filter((attribute) => attribute.categoryId === categoryId)
      .map(({ id, key, name, kind, unit }) => ({ id, key, name, kind, unit }));
  const lines = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    attributes: [...(row.parentId ? own(row.parentId) : []), ...own(row.id)],
  }));
  return {
    bySlug: new Map(lines.map((line) => [line.slug, line])),
    byId: new Map(lines.map((line) => [line.id, line])),
  };
}
