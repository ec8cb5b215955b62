import type { JobTransaction } from '../jobs/job-queue';

/**
 * What orders need from payments, handed in by whoever wires the services: orders never import payments
 * (payments import orders), so there is no cycle.
 */
export interface OrderPayments {
  /** True while the intent is processing or has succeeded: the order must then wait for that payment's outcome. */
  isUnderway(paymentIntentId: string): Promise<boolean>;
  /**
   * In the order's cancelling transaction: its intent is cancelled too once that commits (a durable job, retried
   * until the gateway answers), so an open payment page cannot charge.
   */
  voidIntent(tx: JobTransaction, paymentIntentId: string): Promise<void>;
}
