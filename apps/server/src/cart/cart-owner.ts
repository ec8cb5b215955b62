import type { CartOwner } from '@partsmith/contracts/router';
import { carts, type Queryable } from '@partsmith/db';
import { eq, type SQL } from 'drizzle-orm';
import { hashSecretToken } from '../accounts/secret-token';

/** The owner's columns as stored: the account, or the hash of the guest token (the token itself never is). */
export function ownerColumns(owner: CartOwner): { userId: string } | { guestTokenHash: string } {
  return 'userId' in owner ? { userId: owner.userId } : { guestTokenHash: hashSecretToken(owner.guestToken) };
}

/** The row of the owner's cart. */
export function ownerCondition(owner: CartOwner): SQL {
  const columns = ownerColumns(owner);
  return 'userId' in columns
    ? eq(carts.userId, columns.userId)
    : eq(carts.guestTokenHash, columns.guestTokenHash);
}

/**
 * The owner's cart, created when missing, and locked (the upsert locks the row it meets): writes to one cart run
 * one after another from here to their commit, so a line count or a re-check after a write sees every other
 * write. The merge notice is cleared: a change means the buyer has moved on.
 */
export async function lockOwnCart(tx: Queryable, owner: CartOwner, at: Date): Promise<string> {
  const columns = ownerColumns(owner);
  const [cart] = await tx
    .insert(carts)
    .values({ ...columns, updatedAt: at })
    .onConflictDoUpdate({
      target: 'userId' in columns ? carts.userId : carts.guestTokenHash,
      set: { updatedAt: at, mergeNotice: null },
    })
    .returning({ id: carts.id });
  if (!cart) throw new Error('cart upsert returned nothing');
  return cart.id;
}

/** The owner's existing cart, locked and touched; null when there is none. */
export async function lockExistingCart(tx: Queryable, owner: CartOwner, at: Date): Promise<string | null> {
  const [cart] = await tx
    .update(carts)
    .set({ updatedAt: at, mergeNotice: null })
    .where(ownerCondition(owner))
    .returning({ id: carts.id });
  return cart?.id ?? null;
}
