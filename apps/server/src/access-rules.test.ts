import { appRouter } from '@partsmith/contracts/router';
import type { AnyProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../test/accounts';
import { insertProduct } from '../test/factories';
import { bearerHeaders, type TrpcAnswer, trpcMutation, trpcQuery } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

type Tier = 'public' | 'authed' | 'admin';
type Account = Awaited<ReturnType<typeof insertAccount>>;
interface Accounts {
  customer: Account;
  admin: Account;
  productId: string;
}
/** The caller a sample input is built for: undefined for an anonymous one. */
type SampleInput = (accounts: Accounts, caller: Account | undefined) => unknown;

const profileFields = {
  phone: '+44 20 7946 0018',
  address: '14 Foundry Row',
  linkedin: 'https://www.linkedin.com/in/someone',
  education: 'BEng',
  nid: 'AB123456C',
};

const testCard = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

const newProductFields = {
  name: 'Access test part',
  description: 'Made for the access-rule matrix.',
  quantity: 5,
  minimumOrderQuantity: 1,
  price: '9.99',
  imageId: 'f'.repeat(64),
};

/**
 * Every procedure's access tier, with an input it accepts. Adding a procedure without a row here fails this test:
 * its access rule must be decided, not inherited by accident.
 */
const EXPECTED: Record<string, { tier: Tier; input?: SampleInput }> = {
  'auth.register': {
    tier: 'public',
    input: () => ({
      name: 'New Person',
      email: `new-${crypto.randomUUID()}@example.com`,
      password: 'secret-enough',
    }),
  },
  'auth.login': {
    tier: 'public',
    input: ({ customer }) => ({ email: customer.email, password: customer.password }),
  },
  'auth.logout': { tier: 'public' },
  'auth.issueToken': {
    tier: 'authed',
    input: ({ customer }, caller) => ({ email: (caller ?? customer).email }),
  },
  'auth.providers': { tier: 'public' },
  'auth.requestPasswordReset': { tier: 'public', input: ({ customer }) => ({ email: customer.email }) },
  'auth.resetPassword': {
    tier: 'public',
    input: () => ({ token: 'abcdefghijklmnopqrstuvwxyz234567', password: 'secret-enough' }),
  },
  'auth.verifyEmail': { tier: 'authed', input: () => ({ token: 'abcdefghijklmnopqrstuvwxyz234567' }) },
  'auth.resendEmailVerification': { tier: 'authed' },
  'catalog.list': { tier: 'public' },
  'catalog.latest': { tier: 'public' },
  'catalog.byId': { tier: 'public', input: ({ productId }) => ({ id: productId }) },
  'reviews.list': { tier: 'public' },
  'users.me': { tier: 'public' },
  'users.profile': { tier: 'authed' },
  'users.updateProfile': { tier: 'authed', input: () => profileFields },
  'users.isAdmin': {
    tier: 'authed',
    input: ({ customer }, caller) => ({ email: (caller ?? customer).email }),
  },
  'reviews.create': { tier: 'authed', input: () => ({ description: 'Sharp and true.', rating: 5 }) },
  'contact.send': {
    tier: 'public',
    input: () => ({ email: 'visitor@example.com', message: 'Do you ship?' }),
  },
  'admin.users.list': { tier: 'admin', input: () => ({ search: 'example', page: 1, pageSize: 5 }) },
  // Unknown targets (404) keep the shared accounts as they are; the access rule is decided before the lookup.
  'admin.users.makeAdmin': { tier: 'admin', input: () => ({ email: 'nobody@example.com' }) },
  'admin.users.remove': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.products.create': { tier: 'admin', input: () => newProductFields },
  'admin.products.update': { tier: 'admin', input: ({ productId }) => ({ id: productId, quantity: 90 }) },
  'admin.products.delete': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  // Its input can only be built on the server: over HTTP an admin passes the rule and meets a 400.
  'admin.images.upload': { tier: 'admin', input: () => ({ source: {} }) },
  'admin.messages.list': { tier: 'admin', input: () => ({ handled: false }) },
  'admin.messages.markHandled': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.audit.list': { tier: 'admin', input: () => ({}) },
  'admin.jobs.failed': { tier: 'admin', input: () => ({}) },
  'admin.jobs.retry': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'orders.place': {
    tier: 'authed',
    input: ({ productId }) => ({ productId, quantity: 2, phone: '+1 555 0100', address: '1 Mill Lane' }),
  },
  'orders.mine': { tier: 'authed' },
  'orders.byId': { tier: 'authed', input: () => ({ id: crypto.randomUUID() }) },
  'orders.cancel': { tier: 'authed', input: () => ({ id: crypto.randomUUID() }) },
  'orders.detail': { tier: 'authed', input: () => ({ id: crypto.randomUUID() }) },
  'orders.cancelOldestUnpaid': {
    tier: 'authed',
    input: ({ customer }, caller) => ({ email: (caller ?? customer).email }),
  },
  'orders.all': { tier: 'admin', input: () => ({ page: 1, pageSize: 5 }) },
  'orders.ship': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'orders.delete': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'orders.refund': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'payments.createIntent': { tier: 'authed', input: () => ({ orderId: crypto.randomUUID() }) },
  'payments.confirm': {
    tier: 'authed',
    input: () => ({ orderId: crypto.randomUUID(), paymentIntentId: 'pi_unknown' }),
  },
  'payments.payWithTestCard': {
    tier: 'public',
    input: () => ({ paymentIntentId: 'pi_unknown', card: testCard }),
  },
};

let t: TestApp;
let accounts: Accounts;
beforeAll(async () => {
  t = await createTestApp();
  accounts = {
    customer: await insertAccount(t.database.db),
    admin: await insertAccount(t.database.db, { role: 'admin' }),
    productId: (await insertProduct(t.database.db)).id,
  };
});
afterAll(() => t.close());

// At run time tRPC keeps every procedure in one flat record keyed by its full path.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** Calls one procedure over HTTP, as the web would, with a fresh session for a signed-in caller. */
async function call(path: string, caller: Account | undefined): Promise<TrpcAnswer> {
  const input = EXPECTED[path]?.input?.(accounts, caller);
  const headers = caller ? bearerHeaders(await startSession(t.database.db, caller.id)) : {};
  return procedures[path]?._def.type === 'query'
    ? trpcQuery(t.app, path, input, headers)
    : trpcMutation(t.app, path, input, headers);
}

function expectAllowed(answer: TrpcAnswer, label: string) {
  expect([401, 403], `${label}: ${JSON.stringify(answer.error)}`).not.toContain(answer.status);
  expect(answer.status, label).toBeLessThan(500);
}

describe('access rules', () => {
  it('has a row for every procedure of the router, and none for a procedure that is gone', () => {
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(procedures).sort())('%s', async (path) => {
    const tier = EXPECTED[path]?.tier;
    const anonymous = await call(path, undefined);
    const customer = await call(path, accounts.customer);
    const admin = await call(path, accounts.admin);

    if (tier === 'public') expectAllowed(anonymous, 'anonymous');
    else {
      expect(anonymous.status, 'anonymous').toBe(401);
      expect(anonymous.error?.message).toBe('UnAuthorized access');
    }
    if (tier === 'admin') {
      expect(customer.status, 'customer').toBe(403);
      expect(customer.error?.message).toBe('Forbidden access');
    } else expectAllowed(customer, 'customer');
    expectAllowed(admin, 'admin');
  });
});

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
  'GET /api/products': { url: () => '/api/products', expected: everyone(200) },
  'GET /api/products/{id}': { url: ({ productId }) => `/api/products/${productId}`, expected: everyone(200) },
  'GET /api/reviews': { url: () => '/api/reviews', expected: everyone(200) },
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
  'PUT /api/users/{email}': { url: own('/users'), body: () => profileFields, expected: signedIn(200) },
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
      ...newProductFields,
      imageId: undefined,
      img: `http://shop.test/images/${'f'.repeat(64)}`,
    }),
    expected: adminOnly(400),
  },
  'DELETE /api/product/{id}': { url: () => `/api/product/${crypto.randomUUID()}`, expected: adminOnly(404) },
  'POST /api/images': { url: () => '/api/images', body: () => ({}), expected: adminOnly(400) },
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
    body: () => ({ card: testCard }),
    expected: everyone(404),
  },
  'GET /api/orders': { url: () => '/api/orders', expected: adminOnly(200) },
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
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const routes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.sort()).toEqual(Object.keys(REST).sort());
  });

  it.each(Object.keys(REST).sort())('%s', async (route) => {
    const { url, body, expected } = REST[route] as RestCase;
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
