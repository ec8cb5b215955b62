import type { ProductCreate } from '@partsmith/contracts';
import { type Database, products } from '@partsmith/db';
import { recordAudit } from '../audit/record-audit';
import { claimPartNumber } from './claim-part-number';
import { productColumns, toProduct } from './product-row';
import { requireImage } from './require-image';
import { auditedSpecifications } from './specification-values';
import { categoryLine, replaceSpecifications, requireSpecificationsFit } from './write-specifications';

/**
 * Add Product: stored with its category, its specification values and its audit entry in one transaction; the
 * price is already in cents. Fields left out (part number, pack size, weight…) take the database's defaults.
 */
export async function createProduct({
  db,
  actorId,
  input,
}: {
  db: Database;
  actorId: string;
  input: ProductCreate;
}): Promise<{ id: string }> {
  const { price, specifications = {}, ...fields } = input;
  return db.transaction(async (tx) => {
    await requireImage(tx, input.imageId);
    const line = fields.categoryId === undefined ? null : await categoryLine(tx, fields.categoryId);
    requireSpecificationsFit(line, specifications);
    const [row] = await claimPartNumber(tx, fields.partNumber, (savepoint) =>
      savepoint
        .insert(products)
        .values({ ...fields, priceCents: price })
        .returning(productColumns),
    );
    if (!row) throw new Error('product not inserted');
    if (line) await replaceSpecifications(tx, { productId: row.id, line, specifications });
    await recordAudit(tx, {
      actorId,
      action: 'product.create',
      targetTable: 'products',
      targetId: row.id,
      before: null,
      after: line
        ? { ...toProduct(row), ...(await auditedSpecifications(tx, row.id, line.category.id)) }
        : toProduct(row),
    });
    return { id: row.id };
  });
}
