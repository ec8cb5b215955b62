import { type Queryable, stockAlerts } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { JobQueue, JobTransaction } from '../jobs/job-queue';

export interface StockChange {
  productId: string;
  before: number;
  after: number;
}

/**
 * Called by every statement that raises stock (decision 0058), in its transaction: a part that went from none to
 * some, and that someone waits for, gets its back-in-stock job, which exists if and only if the change commits.
 */
export async function noticeRestock(
  tx: Queryable & JobTransaction,
  jobs: JobQueue,
  changes: StockChange[],
): Promise<void> {
  for (const { productId, before, after } of changes) {
    if (before > 0 || after <= 0) continue;
    const [waiting] = await tx
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)))
      .limit(1);
    if (waiting) await jobs.enqueue(tx, 'back-in-stock', { productId });
  }
}
