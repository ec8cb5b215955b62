import { AppError, MESSAGES, type PaymentIntentAnswer } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, asc, eq } from 'drizzle-orm';
import type { PaymentGateway } from './payment-gateway';

export interface CreatePaymentIntentOptions {
  db: Database;
  gateway: PaymentGateway | null;
  userId: string;
  /** Undefined: the caller's oldest unpaid order, as the spec's client never says which. */
  orderId: string | undefined;
}

/**
 * An intent for the caller's own unpaid order, for exactly its total. The stored intent is reused while it can
 * still pay this amount, so reloading the payment page never piles up intents.
 */
export async function createPaymentIntent(options: CreatePaymentIntentOptions): Promise<PaymentIntentAnswer> {
  const { db, gateway, userId } = options;
  if (!gateway) throw new AppError('BAD_REQUEST', MESSAGES.paymentsUnavailable);
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalCents: orders.totalCents,
      paymentIntentId: orders.paymentIntentId,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        options.orderId ? eq(orders.id, options.orderId) : eq(orders.status, 'unpaid'),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(1);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const orderId = order.id;
  if (order.status !== 'unpaid') throw new AppError('CONFLICT', MESSAGES.orderNotPayable);

  const stored = order.paymentIntentId ? await gateway.retrieveIntent(order.paymentIntentId) : null;
  const reusable =
    stored &&
    stored.status !== 'canceled' &&
    stored.amountCents === order.totalCents &&
    stored.orderId === orderId;
  const intent = reusable
    ? stored
    : await gateway.createIntent({
        orderId,
        amountCents: order.totalCents,
        // Retries of this very creation get the same intent; after a dead one, the next key differs.
        idempotencyKey: `order-${orderId}-${order.totalCents}-${order.paymentIntentId ?? 'first'}`,
      });
  if (!reusable)
    await db
      .update(orders)
      .set({ paymentIntentId: intent.id })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'unpaid')));
  return {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: intent.amountCents,
    publishableKey: gateway.publishableKey,
    mode: gateway.mode,
  };
}
