import type { Services } from '@partsmith/contracts/router';
import type { PaymentsDependencies } from '../service-dependencies';
import { confirmPayment } from './confirm-payment';
import { createPaymentIntent } from './create-payment-intent';
import { payWithTestCard } from './pay-with-test-card';

/** The payments' use cases bound to their dependencies. */
export function createPaymentsService({
  db,
  now,
  jobs,
  gateway,
  publicUrl,
}: PaymentsDependencies): Pick<Services, 'payments'> {
  return {
    payments: {
      createIntent: ({ userId, orderId }) => createPaymentIntent({ db, gateway, userId, orderId }),
      confirm: ({ userId, input }) => confirmPayment({ db, now, gateway, jobs, publicUrl, userId, input }),
      payWithTestCard: (input) => payWithTestCard({ db, now, gateway, jobs, publicUrl, input }),
    },
  };
}
