import {
  MESSAGES,
  quantityProblem,
  quantityRulesOf,
  type TotalsLine,
  unitPriceCents,
} from '@partsmith/contracts';
import { cartLines, products, type Queryable, reusableQuery } from '@partsmith/db';
import { asc, eq, sql } from 'drizzle-orm';

/** A cart line as the checkout orders it: today's part, its price at the break reached, and what stops it. */
export interface CheckoutLine extends TotalsLine {
  lineNo: number;
  productId: string;
  partNumber: string;
  name: string;
  description: string;
  imageId: string | null;
  /** The rule the quantity breaks today, in the rule's words; null when it can be ordered. */
  problem: string | null;
}

/**
 * The cart's lines with their parts, numbered in the order the buyer added them. With `lock`, the parts' rows are
 * locked FOR UPDATE in product-id order (the sort runs below the lock), whatever order the cart holds them in:
 * every checkout takes its locks in the same order, so overlapping carts wait for each other and never deadlock.
 */
export async function readCheckoutLines(
  tx: Queryable,
  cartId: string,
  { lock }: { lock: boolean },
): Promise<CheckoutLine[]> {
  const rows = await (lock ? selectLockedLines : selectLines)(tx, { cartId });
  rows.sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.productId.localeCompare(b.productId));
  return rows.map((row, index) => ({
    lineNo: index + 1,
    productId: row.productId,
    partNumber: row.partNumber,
    name: row.name,
    description: row.description,
    imageId: row.imageId,
    quantity: row.quantity,
    unitPriceCents: unitPriceCents(row.priceCents, row.priceBreaks, row.quantity),
    unitWeightGrams: row.weightGrams,
    problem:
      row.deletedAt !== null
        ? MESSAGES.checkoutPartRemoved
        : quantityProblem(row.quantity, quantityRulesOf({ ...row, quantity: row.stock })),
  }));
}

function linesOf(db: Queryable) {
  return db
    .select({
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      addedAt: cartLines.addedAt,
      partNumber: products.partNumber,
      name: products.name,
      description: products.description,
      imageId: products.imageId,
      priceCents: products.priceCents,
      priceBreaks: products.priceBreaks,
      weightGrams: products.weightGrams,
      stock: products.quantity,
      minimumOrderQuantity: products.minimumOrderQuantity,
      packSize: products.packSize,
      maximumPerOrder: products.maximumPerOrder,
      deletedAt: products.deletedAt,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(asc(products.id));
}

// Each built once and prepared on every connection (decision 0035): a checkout asks one of them every time.
const selectLines = reusableQuery((db) => linesOf(db).prepare('select_checkout_lines'));
const selectLockedLines = reusableQuery((db) =>
  linesOf(db).for('update', { of: products }).prepare('lock_checkout_lines'),
);
