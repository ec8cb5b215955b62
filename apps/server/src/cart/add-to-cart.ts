import { AppError, CART_MAX_LINES, type Cart, type CartLineInput, MESSAGES } from '@partsmith/contracts';
import type { CartOwner } from '@partsmith/contracts/router';
import { cartLines, type Database } from '@partsmith/db';
import { count, eq, sql } from 'drizzle-orm';
import { lockOwnCart } from './cart-owner';
import { partOnSale, requireOrderable } from './cart-part';
import { readCart } from './read-cart';

/**
 * Adds `quantity` of a part: to its line when the cart has one (quantities add up, in the statement itself, so
 * concurrent adds never lose one), else as a new line. The resulting quantity must pass the part's rules and the
 * cart its line limit, or nothing is written.
 */
export async function addToCart({
  db,
  now,
  owner,
  input,
}: {
  db: Database;
  now: () => Date;
  owner: CartOwner;
  input: CartLineInput;
}): Promise<Cart> {
  return db.transaction(async (tx) => {
    const part = await partOnSale(tx, input.productId);
    // Adding nothing is no add: refused as the quantity it is, before the line is touched.
    if (input.quantity < 1) requireOrderable(input.quantity, part);
    const cartId = await lockOwnCart(tx, owner, now());
    const [line] = await tx
      .insert(cartLines)
      .values({
        cartId,
        productId: input.productId,
        quantity: input.quantity,
        addedPriceCents: part.priceCents,
        addedAt: now(),
      })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
      })
      .returning({ quantity: cartLines.quantity });
    if (!line) throw new Error('cart line upsert returned nothing');
    requireOrderable(line.quantity, part);
    const [lines] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, cartId));
    if ((lines?.n ?? 0) > CART_MAX_LINES) throw new AppError('CONFLICT', MESSAGES.cartFull(CART_MAX_LINES));
    return readCart(tx, cartId);
  });
}
