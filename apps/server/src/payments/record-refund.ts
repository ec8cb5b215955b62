import { paymentEvents, type Queryable } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import type { OrderRefund } from '../orders/order-payments';
import type { PaymentGateway } from './payment-gateway';

export interface RecordRefundOptions extends OrderRefund {
  /** Bound to the caller's transaction (`gateway.within(tx)`). */
  gateway: PaymentGateway;
}

/**
 * Gives one payment back through the gateway and records it as a payment event (`refund:<intent id>`), in the
 * caller's transaction, with the order locked: a payment already refunded is not refunded again (`created:
 * false`); a return's part of it is recorded under its own event id. If the provider fails, this throws and the transaction records nothing.
 */
export async function recordRefund(
  tx: Queryable,
  options: RecordRefundOptions,
): Promise<{ refundId: string; created: boolean }> {
  const { gateway, orderId, paymentIntentId, amountCents, idempotencyKey, reason, actorId } = options;
  const id = options.eventId ?? `refund:${paymentIntentId}`;
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
