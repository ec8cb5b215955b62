import {
  AppError,
  MESSAGES,
  type TestCardPaymentAnswer,
  type TestCardPaymentInput,
} from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { JobQueue } from '../jobs/job-queue';
import { lockOrder } from '../orders/lock-order';
import type { PaymentGateway } from './payment-gateway';
import { settlePayment } from './settle-payment';
import { isTestMode } from './test-mode-gateway';

export interface PayWithTestCardOptions {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway | null;
  jobs: JobQueue;
  publicUrl: string;
  input: TestCardPaymentInput;
}

/**
 * Test mode's card payment, in one transaction with the order row locked: the card is charged only while the
 * order is unpaid, and the order becomes paid at once, as Stripe's webhook would make it (the page's confirm call
 * that follows is then a no-op). An order cancelled meanwhile is a CONFLICT and the card is not charged.
 */
export async function payWithTestCard(options: PayWithTestCardOptions): Promise<TestCardPaymentAnswer> {
  const { db, now, gateway, jobs, publicUrl, input } = options;
  if (!isTestMode(gateway)) throw new AppError('NOT_FOUND', MESSAGES.paymentNotFound);
  const intent = await db.transaction(async (tx) => {
    const cards = gateway.within(tx);
    const known = await cards.retrieveIntent(input.paymentIntentId);
    if (!known) throw new AppError('NOT_FOUND', MESSAGES.paymentNotFound);
    const order = known.orderId ? await lockOrder(tx, known.orderId) : null;
    // Decided with the lock held: a cancel waits for this charge to commit, or this charge sees the cancel.
    if (order && order.status !== 'unpaid' && order.transactionId !== known.id)
      throw new AppError('CONFLICT', MESSAGES.orderNotPayable);
    const result = await cards.confirmWithCard(known.id, input.card, now());
    if (!result) throw new AppError('NOT_FOUND', MESSAGES.paymentNotFound);
    if (result.failure) throw new AppError('PAYMENT_REQUIRED', result.failure);
    if (!order) return result.intent;
    await settlePayment(tx, {
      now,
      gateway: cards,
      jobs,
      publicUrl,
      intent: result.intent,
      orderId: order.id,
    });
    return result.intent;
  });
  return { id: intent.id, status: intent.status };
}
