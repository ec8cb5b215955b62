import {
  AppError,
  MAX_AMOUNT,
  MESSAGES,
  type Product,
  type ProductUpdate,
  productRulesProblem,
} from '@partsmith/contracts';
import { type Database, products } from '@partsmith/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { JobQueue } from '../jobs/job-queue';
import { noticeRestock } from '../stock-alerts/notice-restock';
import { claimPartNumber } from './claim-part-number';
import { productColumns, toProduct } from './product-row';
import { requireImage } from './require-image';

/**
 * Edit a product on sale (rename, new picture, restock, reprice…): only the given fields change; audited with
 * before and after. `addQuantity` adds to the stock in SQL, so two admins adding at once both count.
 */
export async function updateProduct({
  db,
  jobs,
  actorId,
  input,
}: {
  db: Database;
  /** Where a restock from none queues its back-in-stock mails (decision 0058). */
  jobs: JobQueue;
  actorId: string;
  input: ProductUpdate;
}): Promise<Product> {
  const { id, price, addQuantity, ...fields } = input;
  // A blank part number reaches here as undefined: the part keeps its own.
  const given: Partial<typeof fields> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  const changes = {
    ...given,
    ...(price === undefined ? {} : { priceCents: price }),
    ...(addQuantity ? { quantity: sql`${products.quantity} + ${addQuantity}` } : {}),
  };
  return db.transaction(async (tx) => {
    // The lock makes `before` the row the change applies to, whoever else is restocking or ordering.
    const [before] = await tx
      .select(productColumns)
      .from(products)
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
    if (addQuantity && before.quantity + addQuantity > MAX_AMOUNT) {
      throw new AppError(
        'BAD_REQUEST',
        MESSAGES.productStockAboveMaximum(MAX_AMOUNT.toLocaleString('en-US')),
      );
    }
    // The rules between fields, on the part as this edit leaves it (a new price can undercut a saved break).
    const problem = productRulesProblem({
      minimumOrderQuantity: fields.minimumOrderQuantity ?? before.minimumOrderQuantity,
      packSize: fields.packSize ?? before.packSize,
      maximumPerOrder: fields.maximumPerOrder === undefined ? before.maximumPerOrder : fields.maximumPerOrder,
      priceCents: price ?? before.priceCents,
      priceBreaks: fields.priceBreaks ?? before.priceBreaks,
    });
    if (problem) throw new AppError('BAD_REQUEST', problem.message);
    if (fields.imageId !== undefined) await requireImage(tx, fields.imageId);
    if (Object.keys(changes).length === 0) return toProduct(before);
    const [after] = await claimPartNumber(tx, fields.partNumber ?? before.partNumber, (savepoint) =>
      savepoint.update(products).set(changes).where(eq(products.id, id)).returning(productColumns),
    );
    if (!after) throw new Error('product not updated');
    await noticeRestock(tx, jobs, [{ productId: id, before: before.quantity, after: after.quantity }]);
    await recordAudit(tx, {
      actorId,
      action: 'product.update',
      targetTable: 'products',
      targetId: id,
      before: toProduct(before),
      after: toProduct(after),
    });
    return toProduct(after);
  });
}
