import { AppError, type Cart, type CartLineTarget, MESSAGES } from '@partsmith/contracts';
import type { CartOwner } from '@partsmith/contracts/router';
import { cartLines, type Database } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';
import { lockExistingCart } from './cart-owner';
import { readCart } from './read-cart';

/** Takes a part out of the cart (a part no longer on sale too); NOT_FOUND when it is not there. */
export async function removeCartLine({
  db,
  now,
  owner,
  input,
}: {
  db: Database;
  now: () => Date;
  owner: CartOwner | null;
  input: CartLineTarget;
}): Promise<Cart> {
  if (!owner) throw new AppError('NOT_FOUND', MESSAGES.cartLineNotFound);
  return db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, owner, now());
    const removed = cartId
      ? await tx
          .delete(cartLines)
          .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, input.productId)))
          .returning({ productId: cartLines.productId })
      : [];
    if (removed.length === 0) throw new AppError('NOT_FOUND', MESSAGES.cartLineNotFound);
    return readCart(tx, cartId);
  });
}
