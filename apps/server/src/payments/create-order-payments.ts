import type { JobQueue } from '../jobs/job-queue';
import type { OrderPayments } from '../orders/order-payments';
import { isPaymentUnderway, type PaymentGateway } from './payment-gateway';

/** What orders ask of the gateway when they are cancelled; without a gateway, no payment can be underway. */
export function createOrderPayments({
  gateway,
  jobs,
}: {
  gateway: PaymentGateway | null;
  jobs: JobQueue;
}): OrderPayments {
  return {
    async isUnderway(paymentIntentId) {
      return gateway ? isPaymentUnderway(await gateway.retrieveIntent(paymentIntentId)) : false;
    },
    // After the answer: the order is cancelled either way, and a payment that still gets through finds it
    // cancelled and is refunded.
    async voidIntent(tx, paymentIntentId) {
      if (gateway) await jobs.enqueue(tx, 'payment-intent-cancel', { paymentIntentId });
    },
  };
}
