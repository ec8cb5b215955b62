import type { Services } from '@partsmith/contracts/router';
import type { CheckoutDependencies } from '../service-dependencies';
import { placeCheckout } from './place-checkout';
import { quoteCheckout } from './quote-checkout';

/** The checkout's use cases bound to their dependencies. */
export function createCheckoutService({
  db,
  now,
  reservations,
}: CheckoutDependencies): Pick<Services, 'checkout'> {
  return {
    checkout: {
      quote: ({ userId, input }) => quoteCheckout({ db, userId, input }),
      place: ({ userId, input }) => placeCheckout({ db, now, reservations, userId, input }),
    },
  };
}
