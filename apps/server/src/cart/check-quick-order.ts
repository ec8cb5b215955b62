import {
  AppError,
  CART_MAX_LINES,
  MESSAGES,
  parseQuickOrder,
  type QuickOrderRow,
  type QuickOrderRowCheck,
  quantityProblem,
  quantityRulesOf,
  unitPriceCents,
} from '@partsmith/contracts';
import { cartLines, products, type Queryable } from '@partsmith/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

/** The rows of a quick order's text; BAD_REQUEST in the parser's words when the whole text is refused. */
export function quickOrderRows(text: string): QuickOrderRow[] {
  const parsed = parseQuickOrder(text);
  if (parsed.refusal !== null) throw new AppError('BAD_REQUEST', parsed.refusal);
  return parsed.rows;
}

/**
 * Every part the rows name, live or removed, in one query whatever the letter case; product-id order, so an add
 * that locks them (`share`: their rules must not change before it commits) locks in the order checkout does.
 */
function partsNamed(tx: Queryable, rows: QuickOrderRow[], lock: boolean) {
  const names = [
    ...new Set(rows.filter((row) => row.problem === null).map((row) => row.partNumber.toLowerCase())),
  ];
  if (names.length === 0) return Promise.resolve([]);
  const query = tx
    .select({
      id: products.id,
      partNumber: products.partNumber,
      name: products.name,
      priceCents: products.priceCents,
      priceBreaks: products.priceBreaks,
      quantity: products.quantity,
      minimumOrderQuantity: products.minimumOrderQuantity,
      packSize: products.packSize,
      maximumPerOrder: products.maximumPerOrder,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(inArray(sql`lower(${products.partNumber})`, names))
    .orderBy(asc(products.id));
  return lock ? query.for('share') : query;
}
export type QuickOrderPart = Awaited<ReturnType<typeof partsNamed>>[number];

/**
 * Each row checked as `cart.add` checks an add: the part must be on sale, and what the cart holds of it plus the
 * row's quantity must pass its rules; a part new to the cart must fit in its line limit. Rows keep their order.
 */
export async function checkQuickOrder(
  tx: Queryable,
  cartId: string | null,
  rows: QuickOrderRow[],
  { lock }: { lock: boolean },
): Promise<{ checks: QuickOrderRowCheck[]; parts: Map<number, QuickOrderPart> }> {
  const found = await partsNamed(tx, rows, lock);
  const held = cartId
    ? await tx
        .select({ productId: cartLines.productId, quantity: cartLines.quantity })
        .from(cartLines)
        .where(eq(cartLines.cartId, cartId))
    : [];
  const inCart = new Map(held.map((line) => [line.productId, line.quantity]));
  let lineCount = held.length;
  const parts = new Map<number, QuickOrderPart>();
  const checks = rows.map((row): QuickOrderRowCheck => {
    const unread = { ...row, part: null, inCart: 0, unitPriceCents: null, lineTotalCents: null };
    if (row.problem !== null || row.quantity === null) return unread;
    const named = found.filter((part) => part.partNumber.toLowerCase() === row.partNumber.toLowerCase());
    const part = named.find((candidate) => candidate.deletedAt === null);
    if (!part) {
      const problem = named.length > 0 ? MESSAGES.quickOrderPartRemoved : MESSAGES.quickOrderUnknownPart;
      return { ...unread, problem: problem(row.partNumber) };
    }
    const holding = inCart.get(part.id) ?? 0;
    const total = holding + row.quantity;
    const ruleProblem = quantityProblem(total, quantityRulesOf(part));
    const problem = ruleProblem
      ? holding > 0
        ? MESSAGES.quickOrderWithCart(ruleProblem, holding)
        : ruleProblem
      : holding === 0 && lineCount >= CART_MAX_LINES
        ? MESSAGES.cartFull(CART_MAX_LINES)
        : null;
    if (problem === null) {
      if (holding === 0) lineCount++;
      parts.set(row.line, part);
    }
    const unitPrice = unitPriceCents(part.priceCents, part.priceBreaks, total);
    return {
      ...unread,
      partNumber: part.partNumber,
      part: { productId: part.id, name: part.name },
      inCart: holding,
      unitPriceCents: problem === null ? unitPrice : null,
      lineTotalCents: problem === null ? unitPrice * row.quantity : null,
      problem,
    };
  });
  return { checks, parts };
}
