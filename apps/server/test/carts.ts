import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { type InjectedResponse, trpcAs, withResponse } from './trpc-client';

export const GUEST_CART_COOKIE = 'partsmith_cart';

/** The guest cart cookie an answer set, as the browser would send it back (with its own Sec-Fetch-Site). */
export function guestCartHeaders(response: InjectedResponse): Record<string, string> {
  const cookie = response.cookies.find((candidate) => candidate.name === GUEST_CART_COOKIE);
  expect(cookie, 'the answer sets the guest cart cookie').toBeDefined();
  return { cookie: `${GUEST_CART_COOKIE}=${cookie?.value}`, 'sec-fetch-site': 'same-origin' };
}

/** A visitor's browser that added `quantity` of a part: the headers that now carry its cart. */
export async function guestWithLine(t: TestApp, productId: string, quantity: number) {
  const { response } = await withResponse(t.app, { 'sec-fetch-site': 'same-origin' }, (client) =>
    client.cart.add.mutate({ productId, quantity }),
  );
  const headers = guestCartHeaders(response);
  return { headers, client: trpcAs(t.app, headers) };
}
