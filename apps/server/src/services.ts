import type { Services } from '@partsmith/contracts/router';
import type { Database } from '@partsmith/db';
import { getProfile } from './accounts/get-profile';
import { isAdmin } from './accounts/is-admin';
import { register } from './accounts/register';
import { requestPasswordReset } from './accounts/request-password-reset';
import { resendEmailVerification } from './accounts/resend-email-verification';
import { resetPassword } from './accounts/reset-password';
import { updateProfile } from './accounts/update-profile';
import { verifyCredentials } from './accounts/verify-credentials';
import { verifyEmail } from './accounts/verify-email';
import { createAdminServices } from './admin-services';
import { getProduct } from './catalog/get-product';
import { listProducts } from './catalog/list-products';
import type { JobRunner } from './jobs/start-job-queue';
import { cancelOldestUnpaidOrder } from './orders/cancel-oldest-unpaid-order';
import { cancelOrder } from './orders/cancel-order';
import { deleteOrder } from './orders/delete-order';
import { getOrder } from './orders/get-order';
import { listAllOrders } from './orders/list-all-orders';
import { listOwnOrders } from './orders/list-own-orders';
import { placeOrder } from './orders/place-order';
import { shipOrder } from './orders/ship-order';
import { confirmPayment } from './payments/confirm-payment';
import { createOrderPayments } from './payments/create-order-payments';
import { createPaymentIntent } from './payments/create-payment-intent';
import { payWithTestCard } from './payments/pay-with-test-card';
import type { PaymentGateway } from './payments/payment-gateway';
import { refundOrder } from './payments/refund-order';
import { createReview } from './reviews/create-review';
import { listReviews } from './reviews/list-reviews';

export interface ServiceDependencies {
  db: Database;
  now: () => Date;
  /** Mails and gateway calls are queued here, in the transaction of the change that causes them. */
  jobs: JobRunner;
  publicUrl: string;
  googleSignIn: boolean;
  /** SHOP_EMAIL: where contact form messages are mailed. */
  shopEmail: string | undefined;
  /** Null when card payments are off (production without Stripe). */
  gateway: PaymentGateway | null;
}

/** Binds each use case to its dependencies: the implementation of the contracts' service interfaces. */
export function createServices(dependencies: ServiceDependencies): Services {
  const { db, now, jobs, publicUrl, googleSignIn, gateway } = dependencies;
  const payments = createOrderPayments({ gateway, jobs });
  return {
    ...createAdminServices(dependencies),
    catalog: {
      listProducts: () => listProducts({ db }),
      latestProducts: ({ limit }) => listProducts({ db, limit }),
      getProduct: ({ id }) => getProduct({ db, id }),
    },
    reviews: {
      listReviews: () => listReviews({ db }),
      createReview: ({ userId, input }) => createReview({ db, userId, input }),
    },
    accounts: {
      register: (input) => register({ db, jobs, publicUrl, now, input }),
      verifyCredentials: (input) => verifyCredentials({ db, input }),
      signInProviders: () => ({ google: googleSignIn }),
      requestPasswordReset: ({ email }) => requestPasswordReset({ db, jobs, publicUrl, now, email }),
      resetPassword: (input) => resetPassword({ db, now, input }),
      verifyEmail: ({ userId, input }) => verifyEmail({ db, now, userId, input }),
      resendEmailVerification: ({ userId }) => resendEmailVerification({ db, jobs, publicUrl, now, userId }),
      getProfile: ({ userId }) => getProfile({ db, userId }),
      updateProfile: ({ userId, fields }) => updateProfile({ db, userId, fields }),
      isAdmin: ({ email }) => isAdmin({ db, email }),
    },
    orders: {
      place: ({ userId, input }) => placeOrder({ db, now, userId, input }),
      listOwn: ({ userId }) => listOwnOrders({ db, userId }),
      get: (options) => getOrder({ db, ...options }),
      cancel: ({ userId, id }) => cancelOrder({ db, now, payments, userId, id }),
      cancelOldestUnpaid: ({ userId }) => cancelOldestUnpaidOrder({ db, now, payments, userId }),
      listAll: (input) => listAllOrders({ db, input }),
      ship: ({ actorId, id }) => shipOrder({ db, now, jobs, actorId, id }),
      delete: ({ actorId, id }) => deleteOrder({ db, now, payments, actorId, id }),
      refund: ({ actorId, id }) => refundOrder({ db, now, gateway, jobs, actorId, id }),
    },
    payments: {
      createIntent: ({ userId, orderId }) => createPaymentIntent({ db, gateway, userId, orderId }),
      confirm: ({ userId, input }) => confirmPayment({ db, now, gateway, jobs, userId, input }),
      payWithTestCard: (input) => payWithTestCard({ db, now, gateway, jobs, input }),
    },
  };
}
