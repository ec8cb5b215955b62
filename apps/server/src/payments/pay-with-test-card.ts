import {
  AppError,
  MESSAGES,
  type TestCardPaymentAnswer,
  type TestCardPaymentInput,
} from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { Mailer } from '../mail/mailer';
import type { BackgroundTasks } from '../shared/background-tasks';
import { announcePaid } from './announce-paid';
import { markOrderPaid } from './mark-order-paid';
import type { PaymentGateway } from './payment-gateway';
import { isTestMode } from './test-mode-gateway';

export interface PayWithTestCardOptions {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway | null;
  mailer: Mailer;
  background: BackgroundTasks;
  input: TestCardPaymentInput;
}

/**
 * Test mode's card payment. A success also marks the order paid at once, as Stripe's webhook would; the page's
 * confirm call that follows is then a no-op.
 */
export async function payWithTestCard(options: PayWithTestCardOptions): Promise<TestCardPaymentAnswer> {
  const { db, now, gateway, input } = options;
  if (!isTestMode(gateway)) throw new AppError('NOT_FOUND', MESSAGES.paymentNotFound);
  const result = gateway.confirmWithCard(input.paymentIntentId, input.card, now());
  if (!result) throw new AppError('NOT_FOUND', MESSAGES.paymentNotFound);
  if (result.failure) throw new AppError('PAYMENT_REQUIRED', result.failure);
  const { intent } = result;
  if (intent.orderId) {
    // A refusal here (the order was cancelled meanwhile) is what the page's confirm call reports.
    const change = await markOrderPaid({ db, now, intent, orderId: intent.orderId }).catch(
      (error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      },
    );
    if (change) announcePaid(options, change);
  }
  return { id: intent.id, status: intent.status };
}
