import { AppError, MESSAGES, type Product } from '@partsmith/contracts';
import { type Database, products } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { isUuid } from '../shared/is-uuid';
import { imageSrcSets } from './image-src-sets';
import { productColumns, toProduct } from './product-row';

export async function getProduct({ db, id }: { db: Database; id: string }): Promise<Product> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  const srcSets = await imageSrcSets({ db, imageIds: [row.imageId] });
  return toProduct(row, row.imageId ? srcSets.get(row.imageId) : null);
}
