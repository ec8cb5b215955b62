import { quantityRulesOf } from '@partsmith/contracts';
import { cartLines, carts, type Database, products, type Queryable } from '@partsmith/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { lockOwnCart, ownerCondition } from './cart-owner';
import { type MergeLine, type MergePart, planCartMerge } from './plan-cart-merge';

const lineColumns = {
  productId: cartLines.productId,
  quantity: cartLines.quantity,
  addedPriceCents: cartLines.addedPriceCents,
};

function linesOf(tx: Queryable, cartId: string): Promise<MergeLine[]> {
  return tx.select(lineColumns).from(cartLines).where(eq(cartLines.cartId, cartId));
}

async function partsOf(tx: Queryable, productIds: string[]): Promise<Map<string, MergePart>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
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
      { name: row.name, rules: quantityRulesOf(row), onSale: row.deletedAt === null },
    ]),
  );
}

/**
 * At sign-in, in one transaction: the browser's guest cart joins the account's cart (planCartMerge), the guest cart
 * is deleted, and what changed is kept as the account cart's merge notice, for the cart view to show once (an empty
 * notice: merged, nothing adjusted). Answers false when the token names no cart (nothing to merge).
 */
export async function mergeGuestCart({
  db,
  now,
  guestToken,
  userId,
}: {
  db: Database;
  now: () => Date;
  guestToken: string;
  userId: string;
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [guestCart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(ownerCondition({ guestToken }))
      .for('update');
    if (!guestCart) return false;
    const guest = await linesOf(tx, guestCart.id);
    await tx.delete(carts).where(eq(carts.id, guestCart.id));
    if (guest.length === 0) return true;
    const at = now();
    const accountCartId = await lockOwnCart(tx, { userId }, at);
    const account = await linesOf(tx, accountCartId);
    const parts = await partsOf(tx, [...new Set([...account, ...guest].map((line) => line.productId))]);
    const { lines, changes } = planCartMerge({ account, guest, parts });
    await tx
      .insert(cartLines)
      .values(lines.map((line) => ({ ...line, cartId: accountCartId, addedAt: at })))
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId],
        set: { quantity: sql`excluded.quantity` },
      });
    await tx.update(carts).set({ mergeNotice: changes }).where(eq(carts.id, accountCartId));
    return true;
  });
}
