import { paymentEvents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import type { RefundReason } from '../orders/order-mails';
import type { Queryable } from '../shared/queryable';
import type { PaymentGateway } from './payment-gateway';

export interface RecordRefundOptions {
  /** Bound to the caller's transaction (`gateway.within(tx)`). */
  gateway: PaymentGateway;
  orderId: string;
  paymentIntentId: string;
  amountCents: number;
  /** The provider's idempotency key: a retry after a failed commit gets the same refund, never a second one. */
  idempotencyKey: string;
  reason: RefundReason;
  /** The admin who asked for it, if one did. */
  actorId?: string;
}

/**
 * Gives one payment back through the gateway and records it as a payment event (`refund:<intent id>`), in the
 * caller's transaction, with the order locked: a payment already refunded is not refunded again (`created:
 * false`). If the provider fails, this throws and the transaction records nothing.
 */
export async function recordRefund(
  tx: Queryable,
  options: RecordRefundOptions,
): Promise<{ refundId: string; created: boolean }> {
  const { gateway, orderId, paymentIntentId, amountCents, idempotencyKey, reason, actorId } = options;
  const id = `refund:${paymentIntentId}`;
  const [earlier] = await tx
    .select({ detail: paymentEvents.detail })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, id));
  if (earlier) return { refundId: (earlier.detail as { refundId: string }).refundId, created: false };
  const { id: refundId } = await gateway.refund({ paymentIntentId, amountCents, idempotencyKey });
  await tx.insert(paymentEvents).values({
    id,
    type: 'refund.created',
    orderId,
    paymentIntentId,
    detail: { refundId, amountCents, reason, ...(actorId ? { actorId } : {}) },
  });
  return { refundId, created: true };
}
