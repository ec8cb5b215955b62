import type { CatalogueFilter } from '@partsmith/contracts';
import { type Database, products } from '@partsmith/db';
import { and, isNull } from 'drizzle-orm';
import { catalogueFilter } from './catalogue-filter';

/** The ids of the parts on sale the All Products filters keep: the export's own condition, so both agree. */
export async function filteredPartIds({
  db,
  input,
}: {
  db: Database;
  input: CatalogueFilter;
}): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.deletedAt), catalogueFilter(input)));
  return rows.map((row) => row.id);
}
