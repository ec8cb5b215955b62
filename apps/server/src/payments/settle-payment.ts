import { AppError, MESSAGES, type Order } from '@partsmith/contracts';
import { orders, type Queryable } from '@partsmith/db';
import { and, eq, ne, or } from 'drizzle-orm';
import type { JobQueue, JobTransaction } from '../jobs/job-queue';
import { lockOrder } from '../orders/lock-order';
import { orderPaidMail, orderRefundedMail, type RefundReason } from '../orders/order-mails';
import { readOrder } from '../orders/order-row';
import { transitionOrder } from '../orders/transition-order';
import { type GatewayIntent, PAYMENT_CURRENCY, type PaymentGateway } from './payment-gateway';
import { recordRefund } from './record-refund';

export interface SettlePaymentOptions {
  now: () => Date;
  /** Bound to the caller's transaction (`gateway.within(tx)`). */
  gateway: PaymentGateway;
  /** The customer's mail is queued here when the payment changed anything. */
  jobs: JobQueue;
  /** Where the paid mail's links point. */
  publicUrl: string;
  /** As the provider reported it just now, never as a client described it. */
  intent: GatewayIntent;
  orderId: string;
}

/** What a succeeded payment did: paid its order, or went back to the card. `changed: false` for a repeat. */
export type Settlement = { changed: boolean; order: Order } & (
  | { outcome: 'paid' }
  | { outcome: 'refunded'; reason: RefundReason }
);

/** Settles the payment (see `decide`) and queues the customer's mail, by whichever path the payment came. */
export async function settlePayment(
  tx: Queryable & JobTransaction,
  options: SettlePaymentOptions,
): Promise<Settlement> {
  const settlement = await decide(tx, options);
  // The customer's mail, once, by whichever path actually paid or refunded.
  if (settlement.changed)
    await options.jobs.enqueue(
      tx,
      'mail',
      settlement.outcome === 'paid'
        ? orderPaidMail(settlement.order, options.publicUrl)
        : orderRefundedMail(settlement.order, settlement.reason),
    );
  return settlement;
}

/**
 * The one way a succeeded payment lands, in the caller's transaction with the order row locked; shared by the
 * confirm call, the webhook and test mode. Only an intent created for this order, for exactly its total, and
 * that paid no other order counts. If the order is still unpaid, it becomes paid; if it is not payable any more
 * (cancelled, refunded, or paid by another intent), the money is never kept: the payment is refunded through
 * the gateway, and a cancelled order shows as refunded.
 */
async function decide(tx: Queryable & JobTransaction, options: SettlePaymentOptions): Promise<Settlement> {
  const { now, gateway, intent, orderId } = options;
  if (intent.orderId !== orderId) throw new AppError('BAD_REQUEST', MESSAGES.paymentForAnotherOrder);
  if (intent.status !== 'succeeded') throw new AppError('PAYMENT_REQUIRED', MESSAGES.paymentNotSucceeded);
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  if (intent.amountCents !== order.totalCents || intent.currency !== PAYMENT_CURRENCY)
    throw new AppError('BAD_REQUEST', MESSAGES.paymentAmountMismatch);
  const current = async () => {
    const answer = await readOrder(tx, orderId);
    if (!answer) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    return answer;
  };
  if (order.transactionId === intent.id) return { outcome: 'paid', changed: false, order: await current() };
  const [usedElsewhere] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ne(orders.id, orderId),
        or(eq(orders.transactionId, intent.id), eq(orders.paymentIntentId, intent.id)),
      ),
    );
  if (usedElsewhere) throw new AppError('CONFLICT', MESSAGES.paymentForAnotherOrder);
  if (order.status === 'unpaid') {
    await transitionOrder(tx, orderId, { type: 'pay', at: now(), paymentIntentId: intent.id }, options.jobs);
    return { outcome: 'paid', changed: true, order: await current() };
  }
  const reason: RefundReason =
    order.status === 'cancelled' || order.status === 'refunded' ? 'order-gone' : 'paid-already';
  const { refundId, created } = await recordRefund(tx, {
    gateway,
    orderId,
    paymentIntentId: intent.id,
    amountCents: intent.amountCents,
    idempotencyKey: `refund-${intent.id}`,
    reason,
  });
  if (order.status === 'cancelled')
    await transitionOrder(tx, orderId, { type: 'refundLatePayment', at: now(), refundId }, options.jobs);
  return { outcome: 'refunded', changed: created, reason, order: await current() };
}
