import { AppError, RETURN_MESSAGES } from '@partsmith/contracts';
import { type Queryable, returns } from '@partsmith/db';
import { eq } from 'drizzle-orm';

/**
 * The return row is the lock of every admin step, taken `FOR UPDATE` before deciding anything, so of two clicks
 * that race the second sees what the first did. NOT_FOUND for an unknown id.
 */
export async function lockReturn(tx: Queryable, id: string) {
  const [row] = await tx
    .select({ id: returns.id, orderId: returns.orderId, status: returns.status })
    .from(returns)
    .where(eq(returns.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', RETURN_MESSAGES.returnNotFound);
  return row;
}
