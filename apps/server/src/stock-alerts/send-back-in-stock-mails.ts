import { type Database, products, stockAlerts } from '@partsmith/db';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { JobQueue } from '../jobs/job-queue';
import { backInStockMail } from './stock-alert-mails';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';

/**
 * The back-in-stock job: one mail job per confirmed subscriber, queued in the transaction that spends their
 * alerts, so a retried or doubled job mails nobody twice. Gone by the time it runs: nothing waits any more; out of
 * stock again: the alerts wait for the next restock, which queues this job again.
 */
export async function sendBackInStockMails({
  db,
  jobs,
  now,
  publicUrl,
  productId,
}: {
  db: Database;
  jobs: JobQueue;
  now: () => Date;
  publicUrl: string;
  productId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, quantity: products.quantity })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.deletedAt)));
    if (product && product.quantity === 0) return;
    const due = await tx
      .select({ id: stockAlerts.id, email: stockAlerts.email })
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.productId, productId),
          isNotNull(stockAlerts.confirmedAt),
          isNull(stockAlerts.notifiedAt),
        ),
      )
      .for('update', { skipLocked: true });
    if (due.length === 0) return;
    if (product) {
      const key = await unsubscribeKey(tx);
      const link = new URL(`/parts/${productId}`, publicUrl).href;
      for (const { email } of due)
        await jobs.enqueue(
          tx,
          'mail',
          backInStockMail({
            to: email,
            productName: product.name,
            link,
            unsubscribeToken: signUnsubscribeToken(key, email),
            publicUrl,
          }),
        );
    }
    await tx
      .update(stockAlerts)
      .set({ notifiedAt: now() })
      .where(
        inArray(
          stockAlerts.id,
          due.map(({ id }) => id),
        ),
      );
  });
}
