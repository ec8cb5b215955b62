import { AppError, MESSAGES, type QuickOrderInput, type QuickOrderResult } from '@partsmith/contracts';
import type { CartOwner } from '@partsmith/contracts/router';
import { cartLines, type Database } from '@partsmith/db';
import { sql } from 'drizzle-orm';
import { lockOwnCart } from './cart-owner';
import { checkQuickOrder, quickOrderRows } from './check-quick-order';
import { readCart } from './read-cart';

/**
 * Adds the rows of a quick order that pass, in one transaction: the cart is locked, the parts are locked in
 * product-id order and every row is checked again, so a row that became invalid since the preview is skipped and
 * reported, never half-added. When no row passes, BAD_REQUEST and nothing is written (decision 0054).
 */
export async function addQuickOrder({
  db,
  now,
  owner,
  input,
}: {
  db: Database;
  now: () => Date;
  owner: CartOwner;
  input: QuickOrderInput;
}): Promise<QuickOrderResult> {
  const rows = quickOrderRows(input.text);
  return db.transaction(async (tx) => {
    const at = now();
    const cartId = await lockOwnCart(tx, owner, at);
    const { checks, parts } = await checkQuickOrder(tx, cartId, rows, { lock: true });
    const added = checks.filter((check) => check.problem === null);
    if (added.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.quickOrderNothingToAdd);
    const values = added
      .map((check) => {
        const part = parts.get(check.line);
        if (!part || check.quantity === null) throw new Error('an addable row has no part');
        return {
          cartId,
          productId: part.id,
          quantity: check.quantity,
          addedPriceCents: part.priceCents,
          addedAt: at,
        };
      })
      .sort((a, b) => (a.productId < b.productId ? -1 : 1));
    await tx
      .insert(cartLines)
      .values(values)
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
      });
    return {
      cart: await readCart(tx, cartId),
      added,
      skipped: checks.filter((check) => check.problem !== null),
    };
  });
}
