import {
  type Cart,
  type CartLine,
  type CartMergeChange,
  quantityProblem,
  quantityRulesOf,
  unitPriceCents,
} from '@partsmith/contracts';
import { cartLines, products, type Queryable } from '@partsmith/db';
import { asc, eq } from 'drizzle-orm';
import { imageSrcSets } from '../catalog/image-src-sets';
import { imageUrl } from '../images/image-url';

/** The cart's lines priced today, oldest first; `mergeNotice` as the caller took it. */
export async function readCart(
  tx: Queryable,
  cartId: string | null,
  mergeNotice: CartMergeChange[] | null = null,
): Promise<Cart> {
  const rows = cartId
    ? await tx
        .select({
          productId: cartLines.productId,
          quantity: cartLines.quantity,
          addedPriceCents: cartLines.addedPriceCents,
          partNumber: products.partNumber,
          name: products.name,
          priceCents: products.priceCents,
          priceBreaks: products.priceBreaks,
          stock: products.quantity,
          minimumOrderQuantity: products.minimumOrderQuantity,
          packSize: products.packSize,
          maximumPerOrder: products.maximumPerOrder,
          imageId: products.imageId,
          deletedAt: products.deletedAt,
        })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.addedAt), asc(cartLines.productId))
    : [];
  const srcSets = await imageSrcSets({ db: tx, imageIds: rows.map((row) => row.imageId) });
  const lines = rows.map((row): CartLine => {
    const removed = row.deletedAt !== null;
    const unitPrice = unitPriceCents(row.priceCents, row.priceBreaks, row.quantity);
    const rules = quantityRulesOf({ ...row, quantity: row.stock });
    return {
      productId: row.productId,
      partNumber: row.partNumber,
      name: row.name,
      imageUrl: row.imageId ? imageUrl(row.imageId) : null,
      imageSrcSet: row.imageId ? (srcSets.get(row.imageId) ?? null) : null,
      quantity: row.quantity,
      unitPriceCents: unitPrice,
      lineTotalCents: unitPrice * row.quantity,
      minimumOrderQuantity: row.minimumOrderQuantity,
      packSize: row.packSize,
      maximumPerOrder: row.maximumPerOrder,
      stock: row.stock,
      removed,
      problem: removed ? null : quantityProblem(row.quantity, rules),
      priceChange:
        !removed && row.addedPriceCents !== row.priceCents
          ? { fromCents: row.addedPriceCents, toCents: row.priceCents }
          : null,
    };
  });
  return {
    lines,
    itemCount: lines.length,
    subtotalCents: lines.reduce((sum, line) => (line.removed ? sum : sum + line.lineTotalCents), 0),
    mergeNotice,
  };
}
