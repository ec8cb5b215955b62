import type { BackgroundTasks } from '../shared/background-tasks';
import type { PaymentGateway } from './payment-gateway';

/**
 * After an order is cancelled, its PaymentIntent is cancelled too, so a payment page left open can no longer
 * charge for it. Best effort, after the answer: the order is already cancelled either way.
 */
export function voidPaymentIntent({
  gateway,
  background,
  paymentIntentId,
}: {
  gateway: PaymentGateway | null;
  background: BackgroundTasks;
  paymentIntentId: string | null;
}): void {
  if (!gateway || !paymentIntentId) return;
  background.run('payment intent cancel', () => gateway.cancelIntent(paymentIntentId));
}
