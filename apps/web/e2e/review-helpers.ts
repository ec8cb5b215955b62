import { type APIRequestContext, expect } from '@playwright/test';
import { pickPart } from './ordering-helpers';

/** Calls a tRPC procedure as the context's signed-in user (a cookie-authenticated change must name its origin). */
async function call<Data>(request: APIRequestContext, origin: string, path: string, input: unknown) {
  const response = await request.post(`/trpc/${path}`, { headers: { Origin: origin }, data: input });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: Data } }).result.data;
}

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
  const intent = await call<{ paymentIntentId: string }>(request, origin, 'payments.createIntent', {
    orderId: order.id,
  });
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };
  await call(request, origin, 'payments.payWithTestCard', { paymentIntentId: intent.paymentIntentId, card });
  await call(request, origin, 'payments.confirm', {
    orderId: order.id,
    paymentIntentId: intent.paymentIntentId,
  });
}

/** Posts `account`'s review through the API (they must have bought). */
export async function postReview(request: APIRequestContext, origin: string, description: string) {
  return call<{ id: string }>(request, origin, 'reviews.create', { description, rating: 2 });
}
