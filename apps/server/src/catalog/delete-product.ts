import { AppError, isUuid, MESSAGES } from '@partsmith/contracts';
import { type Database, products } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { productColumns, toProduct } from './product-row';

/** Takes a product off sale (soft delete): orders keep their own snapshot of it. Audited. */
export async function deleteProduct({
  db,
  actorId,
  id,
  now,
}: {
  db: Database;
  actorId: string;
  id: string;
  now: () => Date;
}): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  await db.transaction(async (tx) => {
    const deletedAt = now();
    const [row] = await tx
      .update(products)
      .set({ deletedAt })
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .returning(productColumns);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'product.delete',
      targetTable: 'products',
      targetId: id,
      before: toProduct(row),
      after: { ...toProduct(row), deletedAt: deletedAt.toISOString() },
    });
  });
}
