import type { Product } from '@partsmith/contracts';
import { products, type Queryable } from '@partsmith/db';
import { desc, isNull } from 'drizzle-orm';
import { imageSrcSets } from './image-src-sets';
import { productColumns, toProduct } from './product-row';

/** Products on sale, newest first: what the catalogue read model holds. */
export async function listProducts({ db }: { db: Queryable }): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(desc(products.createdAt), desc(products.id));
  const srcSets = await imageSrcSets({ db, imageIds: rows.map((row) => row.imageId) });
  return rows.map((row) => toProduct(row, row.imageId ? srcSets.get(row.imageId) : null));
}
