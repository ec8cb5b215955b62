import { type Database, products } from '@partsmith/db';
import { and, inArray, isNull, sql } from 'drizzle-orm';

type Reader = Pick<Database, 'select'>;

/** Parts on sale numbered any of these, ignoring case as the unique index on `lower(part_number)` does. */
export function partsOnSale(db: Reader, partNumbers: string[]) {
  const lowered = [...new Set(partNumbers.map((partNumber) => partNumber.toLowerCase()))];
  return db
    .select({
      id: products.id,
      partNumber: products.partNumber,
      name: products.name,
      imageId: products.imageId,
    })
    .from(products)
    .where(and(isNull(products.deletedAt), inArray(sql`lower(${products.partNumber})`, lowered)));
}
