import { AppError, MESSAGES } from '@partsmith/contracts';
import { products } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuditedRemovalOptions } from '../audit/audited-removal';
import { recordAudit } from '../audit/record-audit';
import { productColumns, toProduct } from './product-row';

/**
 * Takes a product off sale (soft delete): orders keep their own snapshot of it. Audited. A malformed id never gets
 * here: the contracts' `entityId` answers it 404 at the edge (decision 0029).
 */
export async function deleteProduct({ db, actorId, id, now }: AuditedRemovalOptions): Promise<void> {
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
