import type { Order, PlaceOrderInput } from '@partsmith/contracts';
import { orderLines, orders, products } from '@partsmith/db';
import { asc, eq } from 'drizzle-orm';
import { insertAccount, startSession } from './accounts';
import { bearerHeaders, cookieHeaders } from './http';
import type { TestApp } from './test-app';
import { trpcAs } from './trpc-client';

/** A signed-in account with its headers for the web (cookie) and for REST (bearer). */
export async function signedInAccount(t: TestApp, role: 'customer' | 'admin' = 'customer') {
  const account = await insertAccount(t.database.db, { role });
  const token = await startSession(t.database.db, account.id);
  return { ...account, token, cookie: cookieHeaders(token), bearer: bearerHeaders(token) };
}
export type SignedInAccount = Awaited<ReturnType<typeof signedInAccount>>;

export const delivery = { phone: '+44 114 496 0000', address: '3 Forge Yard, Sheffield' };

/** POSTs an order to REST as an API client does: the spec's field names, the delivery given unless `more` says. */
export function postOrder(
  t: TestApp,
  headers: Record<string, string>,
  productId: string,
  orderQuantity: unknown,
  more: Record<string, unknown> = {},
) {
  const payload = { productId, orderQuantity, userPhone: delivery.phone, address: delivery.address, ...more };
  return t.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
}

/** Places an order through tRPC as the web does (a refusal fails the test). */
export function placeOrder(
  t: TestApp,
  buyer: SignedInAccount,
  productId: string,
  quantity: number,
  extra: Partial<PlaceOrderInput> = {},
): Promise<Order> {
  return trpcAs(t.app, buyer.cookie).orders.place.mutate({ productId, quantity, ...delivery, ...extra });
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.quantity ?? Number.NaN;
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** An order's stored lines, in line order. */
export function orderLinesOf(t: TestApp, orderId: string) {
  return t.database.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNo));
}

/** Skips the payment flow for tests about what happens after it. */
export async function markPaidInDatabase(t: TestApp, orderId: string) {
  await t.database.db
    .update(orders)
    .set({ status: 'paid', transactionId: `pi_test_${orderId.slice(0, 8)}`, paidAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Stripe's test card that pays, expiring two years from now. */
export const paying4242 = {
  card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
};

/** Places an order and pays it in test mode as the payment page does (intent, then the 4242 card). */
export async function placePaidOrder(
  t: TestApp,
  buyer: SignedInAccount,
  productId: string,
  quantity: number,
) {
  const order = await placeOrder(t, buyer, productId, quantity);
  const { paymentIntentId } = await payOrder(t, buyer, order.id);
  return { order, paymentIntentId };
}

/** Pays the buyer's unpaid order in test mode as the payment page does (intent, then the 4242 card). */
export async function payOrder(t: TestApp, buyer: SignedInAccount, orderId: string) {
  const { paymentIntentId } = await trpcAs(t.app, buyer.cookie).payments.createIntent.mutate({ orderId });
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/test-mode/payment-intents/${paymentIntentId}/confirm`,
    payload: paying4242,
  });
  if (paid.statusCode !== 200) throw new Error(`test card payment answered ${paid.statusCode}: ${paid.body}`);
  return { paymentIntentId };
}
