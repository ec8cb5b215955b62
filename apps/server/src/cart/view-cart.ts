import type { Cart } from '@partsmith/contracts';
import type { CartOwner } from '@partsmith/contracts/router';
import { carts, type Database } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { ownerCondition } from './cart-owner';
import { readCart } from './read-cart';

/** The cart priced today; a merge notice is answered once, cleared in the same transaction. */
export async function viewCart({ db, owner }: { db: Database; owner: CartOwner | null }): Promise<Cart> {
  if (!owner) return readCart(db, null);
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id, mergeNotice: carts.mergeNotice })
      .from(carts)
      .where(ownerCondition(owner))
      .for('update');
    if (!cart) return readCart(tx, null);
    if (cart.mergeNotice) await tx.update(carts).set({ mergeNotice: null }).where(eq(carts.id, cart.id));
    return readCart(tx, cart.id, cart.mergeNotice);
  });
}
