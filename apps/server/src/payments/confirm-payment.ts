import { AppError, type ConfirmPaymentInput, MESSAGES, type OrderChange } from '@partsmith/contracts';
import { type Database, orders } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';
import type { Mailer } from '../mail/mailer';
import type { BackgroundTasks } from '../shared/background-tasks';
import { isUuid } from '../shared/is-uuid';
import { announcePaid } from './announce-paid';
import { markOrderPaid } from './mark-order-paid';
import type { PaymentGateway } from './payment-gateway';

export interface ConfirmPaymentOptions {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway | null;
  mailer: Mailer;
  background: BackgroundTasks;
  userId: string;
  input: ConfirmPaymentInput;
}

/** The customer says "I paid": the server asks the provider, and only its answer can mark the order paid. */
export async function confirmPayment(options: ConfirmPaymentOptions): Promise<OrderChange> {
  const { db, now, gateway, userId, input } = options;
  if (!gateway) throw new AppError('BAD_REQUEST', MESSAGES.paymentsUnavailable);
  if (!isUuid(input.orderId)) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)));
  if (!own) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const intent = await gateway.retrieveIntent(input.paymentIntentId);
  if (!intent) throw new AppError('BAD_REQUEST', MESSAGES.paymentNotFound);
  const change = await markOrderPaid({ db, now, intent, orderId: input.orderId });
  announcePaid(options, change);
  return change;
}
