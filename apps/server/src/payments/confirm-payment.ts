import { AppError, type ConfirmPaymentInput, MESSAGES, type OrderChange } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';
import type { JobQueue } from '../jobs/job-queue';
import type { PaymentGateway } from './payment-gateway';
import { settlePayment } from './settle-payment';

export interface ConfirmPaymentOptions {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway | null;
  jobs: JobQueue;
  publicUrl: string;
  userId: string;
  input: ConfirmPaymentInput;
}

/**
 * The customer says "I paid": the server asks the provider, and only its answer can mark the order paid. A
 * payment for an order no longer awaiting one is refunded, and the answer (CONFLICT) says so.
 */
export async function confirmPayment(options: ConfirmPaymentOptions): Promise<OrderChange> {
  const { db, now, gateway, jobs, publicUrl, userId, input } = options;
  if (!gateway) throw new AppError('BAD_REQUEST', MESSAGES.paymentsUnavailable);
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)));
  if (!own) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const intent = await gateway.retrieveIntent(input.paymentIntentId);
  if (!intent) throw new AppError('BAD_REQUEST', MESSAGES.paymentNotFound);
  const settlement = await db.transaction((tx) =>
    settlePayment(tx, { now, gateway: gateway.within(tx), jobs, publicUrl, intent, orderId: input.orderId }),
  );
  if (settlement.outcome === 'refunded') throw new AppError('CONFLICT', MESSAGES.paymentRefunded);
  return { order: settlement.order, changed: settlement.changed };
}
