import type { Product } from '@partsmith/contracts';
import { type Database, products } from '@partsmith/db';
import { desc, isNull } from 'drizzle-orm';
import { imageSrcSets } from './image-src-sets';
import { productColumns, toProduct } from './product-row';

/** Products on sale, newest first; `limit` for the home page's latest parts. */
export async function listProducts({ db, limit }: { db: Database; limit?: number }): Promise<Product[]> {
  const query = db
    .select(productColumns)
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(desc(products.createdAt), desc(products.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const srcSets = await imageSrcSets({ db, imageIds: rows.map((row) => row.imageId) });
  return rows.map((row) => toProduct(row, row.imageId ? srcSets.get(row.imageId) : null));
}
