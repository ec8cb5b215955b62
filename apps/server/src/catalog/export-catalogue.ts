import {
  CATALOGUE_EXPORT_PAGE_SIZE,
  type CatalogueExportInput,
  type CatalogueExportPage,
} from '@partsmith/contracts';
import { categories, categoryAttributes, type Database, products } from '@partsmith/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { catalogueFilter } from './catalogue-filter';
import { specificationsByPart } from './specification-values';

/** Past the part `id` in creation order (the table's columns in the subquery name its own row). */
const after = (id: string) =>
  sql`(${products.createdAt}, ${products.id}) > ((select ${products.createdAt} from ${products} where ${products.id} = cast(${id} as uuid)), cast(${id} as uuid))`;

/**
 * Every part on sale in the order they were added, a page at a time after the previous page's last part, whose
 * creation time is read back by primary key in the same statement; `products_on_sale_newest_idx` serves it, and
 * parts added meanwhile come at the end, never twice (decision 0062). The All Products filters narrow it.
 */
export async function exportCatalogue({
  db,
  input,
}: {
  db: Database;
  input: CatalogueExportInput;
}): Promise<CatalogueExportPage> {
  const [rows, keys] = await Promise.all([
    db
      .select({
        id: products.id,
        partNumber: products.partNumber,
        name: products.name,
        description: products.description,
        category: categories.slug,
        priceCents: products.priceCents,
        priceBreaks: products.priceBreaks,
        minimumOrderQuantity: products.minimumOrderQuantity,
        packSize: products.packSize,
        maximumPerOrder: products.maximumPerOrder,
        stock: products.quantity,
        weightGrams: products.weightGrams,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(isNull(products.deletedAt), catalogueFilter(input), input.after ? after(input.after) : undefined),
      )
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(CATALOGUE_EXPORT_PAGE_SIZE + 1),
    db
      .selectDistinct({ key: categoryAttributes.key })
      .from(categoryAttributes)
      .orderBy(asc(categoryAttributes.key)),
  ]);
  const page = rows.slice(0, CATALOGUE_EXPORT_PAGE_SIZE);
  const specifications = await specificationsByPart(
    db,
    page.map((part) => part.id),
  );
  return {
    specificationKeys: keys.map((row) => row.key),
    parts: page.map((part) => ({ ...part, specifications: specifications.get(part.id) ?? {} })),
    after: rows.length > CATALOGUE_EXPORT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
