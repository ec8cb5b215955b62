import { orders, type Queryable } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';

const lockedColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  quantity: orders.quantity,
  totalCents: orders.totalCents,
  paymentIntentId: orders.paymentIntentId,
  transactionId: orders.transactionId,
};

export type LockedOrder = Awaited<ReturnType<typeof lockOrder>> & {};

/**
 * The order row is the lock: confirm, cancel, delete, sweep, refund and the webhook each take it `FOR UPDATE` in
 * their transaction before deciding anything, so of two that race, the second sees what the first did. Null for
 * an unknown id (or one of another customer, with `ownerId`).
 */
export async function lockOrder(tx: Queryable, id: string, { ownerId }: { ownerId?: string } = {}) {
  const [order] = await tx
    .select(lockedColumns)
    .from(orders)
    .where(and(eq(orders.id, id), ownerId ? eq(orders.userId, ownerId) : undefined))
    .for('update');
  return order ?? null;
}
