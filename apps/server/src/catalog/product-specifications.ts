import { AppError, MESSAGES, type ProductSpecifications } from '@partsmith/contracts';
import { type Database, productSpecifications, products } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { findCategory, lineageAttributes } from './category-attributes';

/** A part's category and its values of the category's attributes, in the category's order. */
export async function getProductSpecifications({
  db,
  id,
}: {
  db: Database;
  id: string;
}): Promise<ProductSpecifications> {
  const [part] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  if (!part) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  const found = part.categoryId ? await findCategory(db, { id: part.categoryId }) : null;
  if (!found) return { category: null, parent: null, specifications: [] };
  const [attributes, values] = await Promise.all([
    lineageAttributes(db, found.category),
    db.select().from(productSpecifications).where(eq(productSpecifications.productId, id)),
  ]);
  const byAttribute = new Map(values.map((row) => [row.attributeId, row]));
  return {
    category: { slug: found.category.slug, name: found.category.name },
    parent: found.parent ? { slug: found.parent.slug, name: found.parent.name } : null,
    specifications: attributes.flatMap((attribute) => {
      const row = byAttribute.get(attribute.id);
      const value = row?.numberValue ?? row?.choiceValue ?? row?.booleanValue;
      return value === undefined || value === null
        ? []
        : [{ key: attribute.key, name: attribute.name, unit: attribute.unit, value }];
    }),
  };
}
