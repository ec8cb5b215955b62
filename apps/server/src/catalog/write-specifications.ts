import { AppError, MESSAGES, type Specifications, specificationProblems } from '@partsmith/contracts';
import { type Database, productSpecifications } from '@partsmith/db';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { type AttributeRow, type CategoryRow, findCategory, lineageAttributes } from './category-attributes';

/** A category with the attributes its parts have (its parent's and its own). */
export interface CategoryLine {
  category: CategoryRow;
  attributes: AttributeRow[];
}

/** The category a part is put in, with its attributes; an unknown one is refused. */
export async function categoryLine(db: Database, categoryId: string): Promise<CategoryLine> {
  const found = await findCategory(db, { id: categoryId });
  if (!found) throw new AppError('BAD_REQUEST', MESSAGES.productCategoryUnknown);
  return { category: found.category, attributes: await lineageAttributes(db, found.category) };
}

/** Refuses values that do not fit the part's category (or a part without one), naming the first that does not. */
export function requireSpecificationsFit(line: CategoryLine | null, specifications: Specifications): void {
  if (!line) {
    if (Object.keys(specifications).length > 0)
      throw new AppError('BAD_REQUEST', MESSAGES.specificationsWithoutCategory);
    return;
  }
  const [problem] = Object.values(
    specificationProblems({
      categoryName: line.category.name,
      attributes: line.attributes,
      specifications,
    }),
  );
  if (problem) throw new AppError('BAD_REQUEST', problem);
}

/** Deletes the part's values of attributes other than `keep` (all of them when `keep` is empty). */
function deleteOthers(db: Database, productId: string, keep: string[]) {
  return db
    .delete(productSpecifications)
    .where(
      and(
        eq(productSpecifications.productId, productId),
        keep.length > 0 ? notInArray(productSpecifications.attributeId, keep) : undefined,
      ),
    );
}

/**
 * Makes the part's values exactly `specifications` (already checked against `line`): the others deleted, these
 * upserted. Two statements whatever the count; the triggers of migration 0019 keep the search text in step.
 */
export async function replaceSpecifications(
  db: Database,
  {
    productId,
    line,
    specifications,
  }: { productId: string; line: CategoryLine; specifications: Specifications },
): Promise<void> {
  const rows = line.attributes.flatMap((attribute) => {
    const value = specifications[attribute.key];
    if (value === undefined) return [];
    return [
      {
        productId,
        attributeId: attribute.id,
        numberValue: typeof value === 'number' ? value : null,
        choiceValue: typeof value === 'string' ? value : null,
        booleanValue: typeof value === 'boolean' ? value : null,
      },
    ];
  });
  await deleteOthers(
    db,
    productId,
    rows.map((row) => row.attributeId),
  );
  if (rows.length === 0) return;
  await db
    .insert(productSpecifications)
    .values(rows)
    .onConflictDoUpdate({
      target: [productSpecifications.productId, productSpecifications.attributeId],
      set: {
        numberValue: sql`excluded.number_value`,
        choiceValue: sql`excluded.choice_value`,
        booleanValue: sql`excluded.boolean_value`,
      },
    });
}

/** A part moved to `line`'s category keeps the values of the attributes both lines share, and only those. */
export async function keepSharedSpecifications(
  db: Database,
  { productId, line }: { productId: string; line: CategoryLine },
): Promise<void> {
  await deleteOthers(
    db,
    productId,
    line.attributes.map((attribute) => attribute.id),
  );
}
