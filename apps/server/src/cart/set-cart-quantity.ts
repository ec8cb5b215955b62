import { AppError, type Cart, type CartLineInput, MESSAGES } from '@partsmith/contracts';
import type { CartOwner } from '@partsmith/contracts/router';
import { cartLines, type Database } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';
import { lockExistingCart } from './cart-owner';
import { partOnSale, requireOrderable } from './cart-part';
import { readCart } from './read-cart';

/** Replaces a line's quantity with one the part's rules allow today; NOT_FOUND when the part is not in the cart. */
export async function setCartQuantity({
  db,
  now,
  owner,
  input,
}: {
  db: Database;
  now: () => Date;
  owner: CartOwner | null;
  input: CartLineInput;
}): Promise<Cart> {
  if (!owner) throw new AppError('NOT_FOUND', MESSAGES.cartLineNotFound);
  return db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, owner, now());
    if (!cartId) throw new AppError('NOT_FOUND', MESSAGES.cartLineNotFound);
    // Checked before the write: a quantity the rules refuse (0 among them) never reaches the line.
    requireOrderable(input.quantity, await partOnSale(tx, input.productId));
    const [line] = await tx
      .update(cartLines)
      .set({ quantity: input.quantity })
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, input.productId)))
      .returning({ quantity: cartLines.quantity });
    if (!line) throw new AppError('NOT_FOUND', MESSAGES.cartLineNotFound);
    return readCart(tx, cartId);
  });
}
