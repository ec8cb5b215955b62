import {
  AppError,
  MESSAGES,
  type ProductSpecificationValues,
  type Specifications,
} from '@partsmith/contracts';
import { categoryAttributes, type Database, productSpecifications, products } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';

/** A part's values by attribute key, whatever category their attributes belong to. */
export async function specificationsOf(db: Database, productId: string): Promise<Specifications> {
  const rows = await db
    .select({
      key: categoryAttributes.key,
      numberValue: productSpecifications.numberValue,
      choiceValue: productSpecifications.choiceValue,
      booleanValue: productSpecifications.booleanValue,
    })
    .from(productSpecifications)
    .innerJoin(categoryAttributes, eq(categoryAttributes.id, productSpecifications.attributeId))
    .where(eq(productSpecifications.productId, productId))
    .orderBy(categoryAttributes.key);
  const values: Specifications = {};
  for (const row of rows) {
    const value = row.numberValue ?? row.choiceValue ?? row.booleanValue;
    if (value !== null) values[row.key] = value;
  }
  return values;
}

/** What the edit form starts from: the part's category and its values. */
export async function specificationValues({
  db,
  id,
}: {
  db: Database;
  id: string;
}): Promise<ProductSpecificationValues> {
  const [part] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  if (!part) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return { categoryId: part.categoryId, specifications: await specificationsOf(db, id) };
}

/** A part's category and values as its audit entry shows them: one `spec:<key>` field per value, like any field. */
export async function auditedSpecifications(
  db: Database,
  productId: string,
  categoryId: string | null,
): Promise<Record<string, unknown>> {
  const values = await specificationsOf(db, productId);
  return {
    categoryId,
    ...Object.fromEntries(Object.entries(values).map(([key, value]) => [`spec:${key}`, value])),
  };
}
