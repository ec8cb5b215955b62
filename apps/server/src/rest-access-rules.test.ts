import { describe, expect, it } from 'vitest';
import { type Account, type Accounts, samples, useAccessWorld } from '../test/access-world';
import { startSession } from '../test/accounts';
import { bearerHeaders } from '../test/http';

const world = useAccessWorld();

type Status = number;
interface RestCase {
  /** The path with this caller's values filled in (the caller is undefined for an anonymous one). */
  url: (accounts: Accounts, caller: Account | undefined) => string;
  body?: (accounts: Accounts, caller: Account | undefined) => unknown;
  expected: { anonymous: Status; customer: Status; admin: Status };
}
const everyone = (status: Status) => ({ anonymous: status, customer: status, admin: status });
const signedIn = (status: Status) => ({ anonymous: 401, customer: status, admin: status });
const adminOnly = (status: Status) => ({ anonymous: 401, customer: 403, admin: status });
const own = (path: string) => (accounts: Accounts, caller: Account | undefined) =>
  `/api${path}/${(caller ?? accounts.customer).email}`;

/**
 * Every REST route (as the OpenAPI document lists them) with the status each kind of caller gets. Unknown targets
 * answer 404 or 400 for an admin: the access rule is what this table is about, and the shared accounts stay as they are.
 */
const REST: Record<string, RestCase> = {
  'GET /api/parts': { url: () => '/api/parts?q=part', expected: everyone(200) },
  'GET /api/parts/suggestions': { url: () => '/api/parts/suggestions?q=part', expected: everyone(200) },
  'GET /api/products': { url: () => '/api/products', expected: everyone(200) },
  'GET /api/products/{id}': { url: ({ productId }) => `/api/products/${productId}`, expected: everyone(200) },
  'GET /api/products/{id}/specifications': {
    url: ({ productId }) => `/api/products/${productId}/specifications`,
    expected: everyone(200),
  },
  'GET /api/categories': { url: () => '/api/categories', expected: everyone(200) },
  'GET /api/categories/{slug}/parts': {
    url: () => '/api/categories/no-such-category/parts',
    expected: everyone(404),
  },
  'GET /api/reviews': { url: () => '/api/reviews', expected: everyone(200) },
  'GET /api/cart': { url: () => '/api/cart', expected: everyone(200) },
  // The access world's part is in stock: subscribing is refused for everyone, after the access rule.
  'POST /api/stock-alerts': {
    url: () => '/api/stock-alerts',
    body: ({ productId }) => ({ productId, email: 'visitor@example.com' }),
    expected: everyone(400),
  },
  'GET /api/stock-alerts/{productId}': {
    url: ({ productId }) => `/api/stock-alerts/${productId}`,
    expected: signedIn(200),
  },
  'DELETE /api/stock-alerts/{productId}': {
    url: ({ productId }) => `/api/stock-alerts/${productId}`,
    expected: signedIn(200),
  },
  'POST /api/stock-alerts/confirm': {
    url: () => '/api/stock-alerts/confirm',
    body: () => ({ token: 'abcdefghijklmnopqrstuvwxyz234567' }),
    expected: everyone(400),
  },
  'POST /api/stock-alerts/unsubscribe': {
    url: () => '/api/stock-alerts/unsubscribe',
    body: () => ({ token: 'not.signed' }),
    expected: everyone(400),
  },
  // Public: the test database has no shipping zones, so everyone gets the same 400 for the country, never a 401/403.
  'GET /api/shipping/options': {
    url: () => '/api/shipping/options?country=GB&weightGrams=100&subtotalCents=1000',
    expected: everyone(400),
  },
  'POST /api/cart/lines': {
    url: () => '/api/cart/lines',
    body: ({ productId }) => ({ productId, quantity: 2 }),
    expected: everyone(200),
  },
  'PATCH /api/cart/lines/{productId}': {
    url: () => `/api/cart/lines/${crypto.randomUUID()}`,
    body: () => ({ quantity: 1 }),
    expected: everyone(404),
  },
  'DELETE /api/cart/lines/{productId}': {
    url: () => `/api/cart/lines/${crypto.randomUUID()}`,
    expected: everyone(404),
  },
  'GET /api/addresses': { url: () => '/api/addresses', expected: signedIn(200) },
  'POST /api/addresses': {
    url: () => '/api/addresses',
    body: () => samples.address,
    expected: signedIn(201),
  },
  // Nobody's address: the access rule passes and the address is not found.
  'PATCH /api/addresses/{id}': {
    url: () => `/api/addresses/${crypto.randomUUID()}`,
    body: () => samples.address,
    expected: signedIn(404),
  },
  'DELETE /api/addresses/{id}': {
    url: () => `/api/addresses/${crypto.randomUUID()}`,
    expected: signedIn(404),
  },
  'POST /api/addresses/{id}/default': {
    url: () => `/api/addresses/${crypto.randomUUID()}/default`,
    expected: signedIn(404),
  },
  'POST /api/cart/quick-order/preview': {
    url: () => '/api/cart/quick-order/preview',
    body: () => ({ text: 'NO-SUCH-PART, 2' }),
    expected: everyone(200),
  },
  'POST /api/cart/quick-order': {
    url: () => '/api/cart/quick-order',
    body: () => ({ text: 'NO-SUCH-PART, 2' }),
    expected: everyone(400),
  },
  'POST /api/reviews': {
    url: () => '/api/reviews',
    body: () => ({ description: 'Fine parts', ratting: '4' }),
    expected: signedIn(201),
  },
  'POST /api/auth/register': {
    url: () => '/api/auth/register',
    body: () => ({
      name: 'Rest Person',
      email: `rest-${crypto.randomUUID()}@example.com`,
      password: 'secret-enough',
    }),
    expected: everyone(201),
  },
  'POST /api/auth/login': {
    url: () => '/api/auth/login',
    body: ({ customer }) => ({ email: customer.email, password: customer.password }),
    expected: everyone(200),
  },
  'POST /api/auth/logout': { url: () => '/api/auth/logout', expected: everyone(200) },
  'POST /api/auth/password-reset': {
    url: () => '/api/auth/password-reset',
    body: ({ customer }) => ({ email: customer.email }),
    expected: everyone(200),
  },
  'POST /api/auth/password-reset/confirm': {
    url: () => '/api/auth/password-reset/confirm',
    body: () => ({ token: 'abcdefghijklmnopqrstuvwxyz234567', password: 'secret-enough' }),
    expected: everyone(400),
  },
  'POST /api/auth/verify-email': {
    url: () => '/api/auth/verify-email',
    body: () => ({ token: 'abcdefghijklmnopqrstuvwxyz234567' }),
    expected: signedIn(400),
  },
  'POST /api/auth/verify-email/resend': {
    url: () => '/api/auth/verify-email/resend',
    expected: signedIn(200),
  },
  'PUT /api/user/{email}': { url: own('/user'), body: () => ({}), expected: signedIn(200) },
  'GET /api/admin/{email}': { url: own('/admin'), expected: signedIn(200) },
  'GET /api/users/{email}': { url: own('/users'), expected: signedIn(200) },
  'PUT /api/users/{email}': {
    url: own('/users'),
    body: () => samples.profileFields,
    expected: signedIn(200),
  },
  'GET /api/users': { url: () => '/api/users?search=example', expected: adminOnly(200) },
  'PUT /api/user/admin/{email}': {
    url: ({ admin }) => `/api/user/admin/${admin.email}`,
    expected: adminOnly(200),
  },
  'DELETE /api/deleteUser/{id}': {
    url: () => `/api/deleteUser/${crypto.randomUUID()}`,
    expected: adminOnly(404),
  },
  'POST /api/products': {
    url: () => '/api/products',
    body: () => ({
      ...samples.newProductFields,
      imageId: undefined,
      img: `http://shop.test/images/${'f'.repeat(64)}`,
    }),
    expected: adminOnly(400),
  },
  'DELETE /api/product/{id}': { url: () => `/api/product/${crypto.randomUUID()}`, expected: adminOnly(404) },
  'POST /api/images': { url: () => '/api/images', body: () => ({}), expected: adminOnly(400) },
  'POST /api/pictures/{partNumber}': {
    url: () => '/api/pictures/NO-SUCH-PART',
    body: () => ({}),
    expected: adminOnly(404),
  },
  'POST /api/catalogue/import/preview': {
    url: () => '/api/catalogue/import/preview',
    body: () => ({}),
    expected: adminOnly(400),
  },
  'POST /api/catalogue/import': {
    url: () => `/api/catalogue/import?digest=${'0'.repeat(64)}`,
    body: () => ({}),
    expected: adminOnly(400),
  },
  'GET /api/checkout': { url: () => '/api/checkout', expected: signedIn(200) },
  // The callers' carts are empty: a signed-in caller's checkout is refused for it (409), never a 401/403.
  'POST /api/checkout': {
    url: () => '/api/checkout',
    body: () => ({
      addressId: crypto.randomUUID(),
      shippingMethodId: crypto.randomUUID(),
      expectedTotalCents: 100,
      idempotencyKey: crypto.randomUUID(),
    }),
    expected: signedIn(404),
  },
  'POST /api/orders': {
    url: () => '/api/orders',
    body: ({ productId }) => ({
      productId,
      orderQuantity: 2,
      userPhone: '+1 555 0100',
      address: '1 Mill Lane',
    }),
    expected: signedIn(200),
  },
  'GET /api/order': {
    url: ({ customer }, caller) => `/api/order?userEmail=${(caller ?? customer).email}`,
    expected: signedIn(200),
  },
  'GET /api/orders/{id}': { url: () => `/api/orders/${crypto.randomUUID()}`, expected: signedIn(404) },
  // Decision 0026: the invoice is a 404 for anyone but the order's owner and admins, anonymous callers included.
  'GET /api/orders/{id}/invoice.pdf': {
    url: () => `/api/orders/${crypto.randomUUID()}/invoice.pdf`,
    expected: everyone(404),
  },
  // Decision 0055: the credit note has the invoice's rules (404 for anyone else, anonymous callers included).
  'GET /api/orders/{id}/credit-note.pdf': {
    url: () => `/api/orders/${crypto.randomUUID()}/credit-note.pdf`,
    expected: everyone(404),
  },
  // Decision 0068: a return's credit note has the invoice's rules too.
  'GET /api/orders/{id}/returns/{returnId}/credit-note.pdf': {
    url: () => `/api/orders/${crypto.randomUUID()}/returns/${crypto.randomUUID()}/credit-note.pdf`,
    expected: everyone(404),
  },
  // Decision 0067: the warehouse's packing slip is admin work; a customer is refused whatever the order.
  'GET /api/orders/{id}/shipments/{shipmentId}/packing-slip.pdf': {
    url: () => `/api/orders/${crypto.randomUUID()}/shipments/${crypto.randomUUID()}/packing-slip.pdf`,
    expected: adminOnly(404),
  },
  // Own orders only: an unknown (or another's) order is a 404 once signed in.
  'POST /api/orders/{id}/order-again': {
    url: () => `/api/orders/${crypto.randomUUID()}/order-again`,
    expected: signedIn(404),
  },
  'DELETE /api/orders/{id}': { url: own('/orders'), expected: signedIn(200) },
  'POST /api/create-payment-intent': {
    url: () => '/api/create-payment-intent',
    body: () => ({ price: 10, orderId: crypto.randomUUID() }),
    expected: signedIn(404),
  },
  'PATCH /api/orders/{id}': {
    url: () => `/api/orders/${crypto.randomUUID()}`,
    body: () => ({ transactionId: 'pi_unknown' }),
    expected: signedIn(404),
  },
  'POST /api/test-mode/payment-intents/{id}/confirm': {
    url: () => '/api/test-mode/payment-intents/pi_unknown/confirm',
    body: () => ({ card: samples.testCard }),
    expected: everyone(404),
  },
  'GET /api/orders': { url: () => '/api/orders', expected: adminOnly(200) },
  'GET /api/catalogue.csv': { url: () => '/api/catalogue.csv', expected: adminOnly(200) },
  'GET /api/accounting/orders.csv': {
    url: () => '/api/accounting/orders.csv?from=2026-01-01&to=2026-01-31',
    expected: adminOnly(200),
  },
  'PUT /api/orders/{id}': {
    url: () => `/api/orders/${crypto.randomUUID()}`,
    body: () => ({ status: 'shipped' }),
    expected: adminOnly(404),
  },
  'DELETE /api/allOrders/{id}': {
    url: () => `/api/allOrders/${crypto.randomUUID()}`,
    expected: adminOnly(404),
  },
  'POST /api/orders/{id}/refund': {
    url: () => `/api/orders/${crypto.randomUUID()}/refund`,
    expected: adminOnly(404),
  },
  'GET /api/failed-jobs': { url: () => '/api/failed-jobs', expected: adminOnly(200) },
  'POST /api/failed-jobs/{id}/retry': {
    url: () => `/api/failed-jobs/${crypto.randomUUID()}/retry`,
    expected: adminOnly(404),
  },
};

describe('REST access rules', () => {
  it('has a row for every REST route of the OpenAPI document, and none for a route that is gone', () => {
    const paths = (world.t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const routes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.sort()).toEqual(Object.keys(REST).sort());
  });

  it.each(Object.keys(REST).sort())('%s', async (route) => {
    const { url, body, expected } = REST[route] as RestCase;
    const { t, accounts } = world;
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    for (const [who, caller] of [
      ['anonymous', undefined],
      ['customer', accounts.customer],
      ['admin', accounts.admin],
    ] as const) {
      const headers = caller ? bearerHeaders(await startSession(t.database.db, caller.id)) : {};
      const payload = body?.(accounts, caller) as object | undefined;
      const response = await t.app.inject({ method, url: url(accounts, caller), headers, payload });
      expect(response.statusCode, `${who}: ${response.body}`).toBe(expected[who]);
    }
  });
});
