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
import { auditedSpecifications } from './specification-values';
import {
  categoryLine,
  keepSharedSpecifications,
  replaceSpecifications,
  requireSpecificationsFit,
} from './write-specifications';

/**
 * Edit a product on sale (rename, new picture, restock, reprice, recategorise…): only the given fields change;
 * audited with before and after. `addQuantity` adds to the stock in SQL, so two admins adding at once both count.
 * Given specifications replace the part's values; a new category alone keeps the values both lines share.
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
  const { id, price, addQuantity, specifications, ...fields } = input;
  const touchesSpecifications = fields.categoryId !== undefined || specifications !== undefined;
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
    const [locked] = await tx
      .select({ ...productColumns, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
    const { categoryId: categoryBefore, ...before } = locked;
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
    const categoryId = fields.categoryId ?? categoryBefore;
    const line = touchesSpecifications && categoryId !== null ? await categoryLine(tx, categoryId) : null;
    if (specifications !== undefined) requireSpecificationsFit(line, specifications);
    if (Object.keys(changes).length === 0 && !touchesSpecifications) return toProduct(before);
    const specificationsBefore = touchesSpecifications
      ? await auditedSpecifications(tx, id, categoryBefore)
      : {};
    // The row is written whenever its specification is, so the catalogue's version moves (migration 0003).
    const written = touchesSpecifications ? { ...changes, categoryId } : changes;
    const [after] = await claimPartNumber(tx, fields.partNumber ?? before.partNumber, (savepoint) =>
      savepoint.update(products).set(written).where(eq(products.id, id)).returning(productColumns),
    );
    if (!after) throw new Error('product not updated');
    if (line && specifications !== undefined)
      await replaceSpecifications(tx, { productId: id, line, specifications });
    else if (line && fields.categoryId !== undefined)
      await keepSharedSpecifications(tx, { productId: id, line });
    await noticeRestock(tx, jobs, [{ productId: id, before: before.quantity, after: after.quantity }]);
    await recordAudit(tx, {
      actorId,
      action: 'product.update',
      targetTable: 'products',
      targetId: id,
      before: { ...toProduct(before), ...specificationsBefore },
      after: {
        ...toProduct(after),
        ...(touchesSpecifications ? await auditedSpecifications(tx, id, categoryId) : {}),
      },
    });
    return toProduct(after);
  });
}
