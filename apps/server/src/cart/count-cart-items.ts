import type { CartCount } from '@partsmith/contracts';
import type { CartOwner } from '@partsmith/contracts/router';
import { cartLines, carts, type Database } from '@partsmith/db';
import { count, eq } from 'drizzle-orm';
import { ownerCondition } from './cart-owner';

/** The navbar's badge: one indexed count, no prices. */
export async function countCartItems({
  db,
  owner,
}: {
  db: Database;
  owner: CartOwner | null;
}): Promise<CartCount> {
  if (!owner) return { itemCount: 0 };
  const [row] = await db
    .select({ itemCount: count() })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(ownerCondition(owner));
  return { itemCount: row?.itemCount ?? 0 };
}
