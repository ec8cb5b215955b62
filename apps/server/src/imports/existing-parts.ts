import { type Database, products } from '@partsmith/db';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { specificationsByPart } from '../catalog/specification-values';
import type { CategoryLines } from './category-lines';
import type { PartValues } from './part-texts';

export interface ExistingPart extends PartValues {
  id: string;
  categoryId: string | null;
}

/** Part numbers looked up per statement: well under PostgreSQL's bound on parameters. */
const BATCH = 1000;

/**
 * The parts on sale with these numbers (whatever their letter case), by lower-case number, with their values. In
 * the confirm's transaction they are locked, so what the plan compares with is what the writes replace.
 */
export async function existingParts(
  db: Database,
  { partNumbers, lines, lock }: { partNumbers: string[]; lines: CategoryLines; lock: boolean },
): Promise<Map<string, ExistingPart>> {
  const found = new Map<string, ExistingPart>();
  for (let start = 0; start < partNumbers.length; start += BATCH) {
    const batch = partNumbers.slice(start, start + BATCH);
    const query = db
      .select({
        id: products.id,
        partNumber: products.partNumber,
        name: products.name,
        description: products.description,
        categoryId: products.categoryId,
        priceCents: products.priceCents,
        priceBreaks: products.priceBreaks,
        minimumOrderQuantity: products.minimumOrderQuantity,
        packSize: products.packSize,
        maximumPerOrder: products.maximumPerOrder,
        quantity: products.quantity,
        weightGrams: products.weightGrams,
      })
      .from(products)
      .where(and(isNull(products.deletedAt), inArray(sql`lower(${products.partNumber})`, batch)));
    const rows = lock ? await query.for('update') : await query;
    const specifications = await specificationsByPart(
      db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const categorySlug = row.categoryId === null ? null : (lines.byId.get(row.categoryId)?.slug ?? null);
      const values = specifications.get(row.id) ?? {};
      found.set(row.partNumber.toLowerCase(), { ...row, categorySlug, specifications: values });
    }
  }
  return found;
}
