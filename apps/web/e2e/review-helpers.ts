import type { APIRequestContext } from '@playwright/test';
import { pickPart } from './ordering-helpers';
import { call, payWithTestCard } from './screens-helpers';

/**
 * Makes the customer signed in on `request` (`createAccount` signs its context in) a buyer through the API: an
 * order of a demo part, paid with the test card as the browser would. Only buyers may review (decision 0037).
 */
export async function buySomething(request: APIRequestContext, origin: string) {
  const part = await pickPart(request);
  const order = await call<{ id: string }>(request, origin, 'orders.place', {
    productId: part._id,
    quantity: part.minimumOrderQuantity,
    phone: '+880 1700 000000',
    address: '12 Forge Lane, Dhaka',
  });
  await payWithTestCard(request, origin, order.id);
}

/** Posts `account`'s review through the API (they must have bought). */
export async function postReview(request: APIRequestContext, origin: string, description: string) {
  return call<{ id: string }>(request, origin, 'reviews.create', { description, rating: 2 });
}
