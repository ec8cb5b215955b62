import type { JobQueue } from '../jobs/job-queue';
import type { OrderPayments } from '../orders/order-payments';
import { isPaymentUnderway, type PaymentGateway } from './payment-gateway';
import { recordRefund } from './record-refund';

/** What orders ask of the gateway; without a gateway, no payment can be underway or refunded. */
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
    async refund(tx, payment) {
      return gateway ? recordRefund(tx, { gateway: gateway.within(tx), ...payment }) : null;
    },
  };
}
