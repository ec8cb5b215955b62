import type { OrderPayments } from '../orders/order-payments';
import type { BackgroundTasks } from '../shared/background-tasks';
import { isPaymentUnderway, type PaymentGateway } from './payment-gateway';

/** What orders ask of the gateway when they are cancelled; without a gateway, no payment can be underway. */
export function createOrderPayments({
  gateway,
  background,
}: {
  gateway: PaymentGateway | null;
  background: BackgroundTasks;
}): OrderPayments {
  return {
    async isUnderway(paymentIntentId) {
      return gateway ? isPaymentUnderway(await gateway.retrieveIntent(paymentIntentId)) : false;
    },
    // Best effort, after the answer: the order is cancelled either way, and a payment that still gets through
    // finds it cancelled and is refunded.
    voidIntent(paymentIntentId) {
      if (gateway) background.run('payment intent cancel', () => gateway.cancelIntent(paymentIntentId));
    },
  };
}
