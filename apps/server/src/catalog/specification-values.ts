import {
  AppError,
  MESSAGES,
  type ProductSpecificationValues,
  type Specifications,
} from '@partsmith/contracts';
import { categoryAttributes, type Database, productSpecifications, products } from '@partsmith/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';

/** The values of these parts, by part id then attribute key (whatever category their attributes belong to). */
export async function specificationsByPart(
  db: Database,
  productIds: string[],
): Promise<Map<string, Specifications>> {
  const rows =
    productIds.length === 0
      ? []
      : await db
          .select({
            productId: productSpecifications.productId,
            key: categoryAttributes.key,
            numberValue: productSpecifications.numberValue,
            choiceValue: productSpecifications.choiceValue,
            booleanValue: productSpecifications.booleanValue,
          })
          .from(productSpecifications)
          .innerJoin(categoryAttributes, eq(categoryAttributes.id, productSpecifications.attributeId))
          .where(inArray(productSpecifications.productId, productIds));
  const byPart = new Map<string, Specifications>();
  for (const { productId, key, numberValue, choiceValue, booleanValue } of rows) {
    const value = numberValue ?? choiceValue ?? booleanValue;
    if (value === null) continue;
    byPart.set(productId, { ...byPart.get(productId), [key]: value });
  }
  return byPart;
}

const specificationsOf = async (db: Database, productId: string): Promise<Specifications> =>
  (await specificationsByPart(db, [productId])).get(productId) ?? {};

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
