import { AppError, MESSAGES, type OrderAgainAnswer, quantityRulesOf } from '@partsmith/contracts';
import { cartLines, type Database, orderLines, orders, products, type Queryable } from '@partsmith/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { lockOwnCart } from './cart-owner';
import { type OrderAgainPart, planOrderAgain } from './plan-order-again';

/** The lines of the customer's own order; NOT_FOUND for anyone else's, as for a missing one. */
async function ownOrderLines(tx: Queryable, userId: string, orderId: string) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  return tx
    .select({ productId: orderLines.productId, name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNo));
}

async function partsOf(tx: Queryable, productIds: string[]): Promise<Map<string, OrderAgainPart>> {
  const rows = await tx
    .select({
      id: products.id,
      priceCents: products.priceCents,
      quantity: products.quantity,
      minimumOrderQuantity: products.minimumOrderQuantity,
      packSize: products.packSize,
      maximumPerOrder: products.maximumPerOrder,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(
    rows.map((row) => [
      row.id,
      { rules: quantityRulesOf(row), onSale: row.deletedAt === null, priceCents: row.priceCents },
    ]),
  );
}

/**
 * "Order again" (issue 23): in one transaction, with the cart locked, every line of one of the customer's orders
 * joins their cart at the nearest quantity its part allows today (planOrderAgain); answers how many went in and
 * what changed, for the buyer to read before checking out.
 */
export async function orderAgain({
  db,
  now,
  userId,
  orderId,
}: {
  db: Database;
  now: () => Date;
  userId: string;
  orderId: string;
}): Promise<OrderAgainAnswer> {
  return db.transaction(async (tx) => {
    const ordered = await ownOrderLines(tx, userId, orderId);
    const at = now();
    const cartId = await lockOwnCart(tx, { userId }, at);
    const heldRows = await tx
      .select({ productId: cartLines.productId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId));
    const held = new Map(heldRows.map((line) => [line.productId, line.quantity]));
    const parts = await partsOf(tx, [...new Set(ordered.map((line) => line.productId))]);
    const { lines, changes } = planOrderAgain({ ordered, held, parts });
    if (lines.length > 0)
      await tx
        .insert(cartLines)
        .values(lines.map((line) => ({ ...line, cartId, addedAt: at })))
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.productId],
          set: { quantity: sql`excluded.quantity` },
        });
    return { added: lines.length, changes };
  });
}
