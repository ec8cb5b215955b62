import type { JobQueue, JobTransaction } from '../jobs/job-queue';
import { orderPaidMail, orderRefundedMail } from '../orders/order-mails';
import type { Settlement } from './settle-payment';

/**
 * The customer's mail, once, by whichever path (confirm, webhook, test card) actually paid or refunded: queued in
 * the transaction that settled the payment.
 */
export async function announceSettlement(
  tx: JobTransaction,
  jobs: JobQueue,
  settlement: Settlement,
  /** Where the paid mail's links point. */
  publicUrl: string,
): Promise<void> {
  if (!settlement.changed) return;
  const { order } = settlement;
  await jobs.enqueue(
    tx,
    'mail',
    settlement.outcome === 'paid'
      ? orderPaidMail(order, publicUrl)
      : orderRefundedMail(order, settlement.reason),
  );
}
