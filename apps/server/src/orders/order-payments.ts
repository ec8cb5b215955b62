import type { Queryable } from '@partsmith/db';
import type { JobTransaction } from '../jobs/job-queue';
import type { RefundReason } from './order-mails';

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
  /**
   * In the order's transaction, with the order locked: its payment goes back to the card and is recorded; a repeat
   * gives the same refund. Null when card payments are off.
   */
  refund(tx: Queryable, payment: OrderRefund): Promise<{ refundId: string } | null>;
}

export interface OrderRefund {
  orderId: string;
  paymentIntentId: string;
  amountCents: number;
  /** The provider's idempotency key: a retry after a failed commit gets the same refund, never a second one. */
  idempotencyKey: string;
  reason: RefundReason;
  /** The admin who asked for it, if one did. */
  actorId?: string;
  /**
   * The payment event it is recorded as; default `refund:<intent id>`, the one whole refund of a payment. A
   * return's partial refund has its own (`refund:<intent id>:return:<return id>`, decision 0068).
   */
  eventId?: string;
}
