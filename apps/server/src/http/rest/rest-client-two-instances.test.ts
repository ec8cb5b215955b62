import { MESSAGES } from '@partsmith/contracts';
import { testDatabaseTarget } from '@partsmith/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { delivery, paying4242 } from '../../../test/orders';
import { pollUntil } from '../../../test/poll';
import { type RestClient, restClientAt } from '../../../test/rest-client';
import { type RoundRobinProxy, startRoundRobinProxy } from '../../../test/round-robin-proxy';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { webClientAt } from '../../../test/web-client';

/** Another instance learns of a catalogue write within a second (decision 0024). */
const CATALOGUE_BOUND = { intervalMs: 20, timeoutMs: 1_000 };
/** A session another instance validated may be cached there this long when a notice about it goes missing. */
const SESSION_BOUND = { intervalMs: 20, timeoutMs: 5_000 };

/**
 * Every call of the spec's client (its REST table, the identity service's sign-in and sign-up, the card provider's
 * confirm, the image host), as our paths name them in the OpenAPI document.
 */
const SPEC_CLIENT_CALLS = [
  'GET /api/reviews',
  'GET /api/products',
  'GET /api/products/{id}',
  'POST /api/orders',
  'PUT /api/user/{email}',
  'GET /api/admin/{email}',
  'GET /api/users/{email}',
  'PUT /api/users/{email}',
  'POST /api/reviews',
  'GET /api/order',
  'DELETE /api/orders/{id}',
  'POST /api/create-payment-intent',
  'PATCH /api/orders/{id}',
  'GET /api/orders/{id}',
  'GET /api/users',
  'DELETE /api/deleteUser/{id}',
  'PUT /api/user/admin/{email}',
  'POST /api/products',
  'GET /api/orders',
  'PUT /api/orders/{id}',
  'DELETE /api/allOrders/{id}',
  'DELETE /api/product/{id}',
  'POST /api/images',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/test-mode/payment-intents/{id}/confirm',
];

interface LegacyProduct {
  _id: string;
  quantity: number;
}
interface LegacyOrder {
  _id: string;
  paid: boolean;
  status: string | null;
  transactionId: string | null;
}

/** Two instances over one Postgres behind a load balancer: Postgres only, as every multi-instance test. */
describe.runIf(testDatabaseTarget().kind === 'postgres')(
  "the spec's REST client through a round-robin proxy over two instances",
  () => {
    let t: TestApp;
    let second: SecondInstance;
    let proxy: RoundRobinProxy;
    let api: RestClient;
    beforeAll(async () => {
      t = await createTestApp({}, { catalogueChecksEveryRead: false });
      second = await startSecondInstance(t);
      const listening = { port: 0, host: '127.0.0.1' };
      proxy = await startRoundRobinProxy([await t.app.listen(listening), await second.app.listen(listening)]);
      api = await restClientAt(proxy.url);
    });
    afterAll(async () => {
      await proxy?.close();
      await second?.close();
      await t?.close();
    });

    const catalogueEntry = async (productId: string) =>
      (await api.call<LegacyProduct[]>('GET', '/api/products')).body.find(
        (product) => product._id === productId,
      );
    const ordersOf = async (email: string, token: string) =>
      (await api.call<LegacyOrder[]>('GET', `/api/order?userEmail=${encodeURIComponent(email)}`, { token }))
        .body;

    const orderStatus = async (orderId: string, token: string) =>
      (await api.call<LegacyOrder>('GET', `/api/orders/${orderId}`, { token })).body.status;

    /**
     * Polls until two reads in a row, one answered by each instance (the proxy alternates), give `expected`: what
     * one instance wrote, the other shows within `bound`.
     */
    const onEveryInstance = (
      what: string,
      read: () => Promise<unknown>,
      expected: unknown,
      bound: typeof CATALOGUE_BOUND,
    ) =>
      pollUntil(
        `every instance shows ${what}`,
        async () => (await read()) === expected && (await read()) === expected,
        bound,
      );
    const stockOf = async (productId: string) => (await catalogueEntry(productId))?.quantity;
    const statusOf = async (path: string, token: string) => (await api.call('GET', path, { token })).status;

    /** Signs in as the spec's client does: the identity service, then PUT /user/{email} for the token it keeps. */
    async function signIn(email: string, password: string) {
      const signedIn = await api.call<{ accessToken: string }>('POST', '/api/auth/login', {
        body: { email, password },
      });
      expect(signedIn.status).toBe(200);
      return keptToken(email, signedIn.body.accessToken);
    }
    async function keptToken(email: string, sessionToken: string) {
      const issued = await api.call<{ token: string }>('PUT', `/api/user/${email}`, {
        token: sessionToken,
        body: { email },
      });
      expect(issued.status).toBe(200);
      return issued.body.token;
    }

    async function adminStocksAPart(adminToken: string) {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a9096' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'flange.png');
      const uploaded = await api.call<{ success: boolean; data: { url: string } }>('POST', '/api/images', {
        token: adminToken,
        body: form,
      });
      expect(uploaded.body.success).toBe(true);
      const added = await api.call<{ insertedId: string }>('POST', '/api/products', {
        token: adminToken,
        body: {
          name: 'Proxy flange',
          description: 'A forged flange sold through two instances at once.',
          quantity: '20',
          minimumOrderQuantity: '2',
          price: '12.50',
          img: uploaded.body.data.url,
        },
      });
      expect(added.status).toBe(201);
      const productId = added.body.insertedId;
      await onEveryInstance('the new part', () => stockOf(productId), 20, CATALOGUE_BOUND);
      return productId;
    }

    async function customerBuysAndPays(token: string, email: string, productId: string) {
      expect((await api.call('GET', `/api/admin/${email}`, { token })).body).toEqual({ admin: false });
      const product = await api.call('GET', `/api/products/${productId}`, { token });
      expect(product.body).toMatchObject({
        name: 'Proxy flange',
        price: 12.5,
        quantity: 20,
        minimumOrderQuantity: 2,
      });

      // The spec's order as first sent: the server prices it and takes the name and email from the account.
      const placed = await api.call<{ success: string; insertedId: string }>('POST', '/api/orders', {
        token,
        body: {
          productId,
          productName: 'Proxy flange',
          description: 'A forged flange',
          price: 1,
          orderQuantity: 4,
          userName: 'Someone else',
          userEmail: email,
          userPhone: delivery.phone,
          address: delivery.address,
        },
      });
      expect(placed.body.success).toBe(MESSAGES.orderAdded);
      const orderId = placed.body.insertedId;
      expect(await ordersOf(email, token)).toMatchObject([
        { _id: orderId, price: 50, paid: false, status: null },
      ]);
      expect((await api.call('GET', `/api/orders/${orderId}`, { token })).body).toMatchObject({
        _id: orderId,
      });

      // The payment page: an intent for the oldest unpaid order, the test card, then the order patched.
      const intent = await api.call<{ clientSecret: string }>('POST', '/api/create-payment-intent', {
        token,
        body: { price: 50 },
      });
      const paymentIntentId = intent.body.clientSecret.split('_secret_')[0] as string;
      const charged = await api.call('POST', `/api/test-mode/payment-intents/${paymentIntentId}/confirm`, {
        body: { ...paying4242, billing_details: { name: 'Ada Okafor', email } },
      });
      expect(charged.body).toEqual({ id: paymentIntentId, status: 'succeeded' });
      const patched = await api.call('PATCH', `/api/orders/${orderId}`, {
        token,
        body: { orderId, transactionId: paymentIntentId },
      });
      expect(patched.body).toMatchObject({ acknowledged: true });
      expect(await ordersOf(email, token)).toMatchObject([
        { _id: orderId, paid: true, transactionId: paymentIntentId, status: 'pending' },
      ]);
      return orderId;
    }

    async function customerCancelsAnOrder(token: string, email: string, productId: string) {
      const placed = await api.call<{ insertedId: string }>('POST', '/api/orders', {
        token,
        body: { productId, orderQuantity: 2, userPhone: delivery.phone, address: delivery.address },
      });
      await onEveryInstance('the stock the order took', () => stockOf(productId), 14, CATALOGUE_BOUND);
      const cancelled = await api.call('DELETE', `/api/orders/${email}`, { token });
      expect(cancelled.body).toEqual({ acknowledged: true, deletedCount: 1 });
      // Gone from My Orders, as the spec's delete left it; still there to read by id.
      expect((await ordersOf(email, token)).map((order) => order._id)).not.toContain(placed.body.insertedId);
      expect(await orderStatus(placed.body.insertedId, token)).toBe('cancelled');
      await onEveryInstance('the stock back', () => stockOf(productId), 16, CATALOGUE_BOUND);
    }

    async function customerReviewsAndKeepsAProfile(token: string, email: string) {
      const review = await api.call<{ insertedId: string }>('POST', '/api/reviews', {
        token,
        body: { description: 'Served by whichever instance, right every time.', ratting: 5 },
      });
      expect(review.status).toBe(201);
      const reviews = await api.call<{ _id: string; ratting: number }[]>('GET', '/api/reviews');
      expect(reviews.body.find((one) => one._id === review.body.insertedId)).toMatchObject({ ratting: 5 });
      const profile = {
        phone: delivery.phone,
        address: delivery.address,
        linkedin: 'https://www.linkedin.com/in/proxy-customer',
        education: 'BEng',
        nid: 'PX123456',
      };
      const saved = await api.call('PUT', `/api/users/${email}`, { token, body: profile });
      expect(saved.body).toMatchObject({ result: { modifiedCount: 1 } });
      expect((await api.call('GET', `/api/users/${email}`, { token })).body).toMatchObject({
        ...profile,
        email,
      });
    }

    async function adminShipsAndDeletes(
      adminToken: string,
      customer: { token: string; email: string },
      paidId: string,
      productId: string,
    ) {
      const all = await api.call<LegacyOrder[]>('GET', '/api/orders', { token: adminToken });
      expect(all.body.find((order) => order._id === paidId)).toMatchObject({ paid: true, status: 'pending' });
      const shipped = await api.call('PUT', `/api/orders/${paidId}`, {
        token: adminToken,
        body: { status: 'shipped' },
      });
      expect(shipped.body).toMatchObject({ modifiedCount: 1 });
      const seen = await api.call<LegacyOrder>('GET', `/api/orders/${paidId}`, { token: customer.token });
      expect(seen.body).toMatchObject({ paid: true, status: 'shipped' });

      const unpaid = await api.call<{ insertedId: string }>('POST', '/api/orders', {
        token: customer.token,
        body: { productId, orderQuantity: 2, userPhone: delivery.phone, address: delivery.address },
      });
      const deleted = await api.call('DELETE', `/api/allOrders/${unpaid.body.insertedId}`, {
        token: adminToken,
      });
      expect(deleted.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await orderStatus(unpaid.body.insertedId, customer.token)).toBe('cancelled');
    }

    async function adminManagesUsers(adminToken: string, customer: { token: string; email: string }) {
      const users = await api.call<{ _id: string; email: string; role: string }[]>(
        'GET',
        `/api/users?search=${encodeURIComponent(customer.email)}`,
        { token: adminToken },
      );
      const listed = users.body.find((user) => user.email === customer.email);
      expect(listed).toMatchObject({ role: 'customer' });
      const made = await api.call('PUT', `/api/user/admin/${customer.email}`, { token: adminToken });
      expect(made.body).toMatchObject({ modifiedCount: 1 });
      expect((await api.call('GET', `/api/admin/${customer.email}`, { token: customer.token })).body).toEqual(
        {
          admin: true,
        },
      );
      // Each instance may hold the session as a customer's a moment longer (the session cache's TTL at most).
      await onEveryInstance(
        "the new admin's calls served",
        () => statusOf('/api/orders', customer.token),
        200,
        SESSION_BOUND,
      );

      const removed = await api.call('DELETE', `/api/deleteUser/${listed?._id}`, { token: adminToken });
      expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });
      // A dead session is refused with 403, like a token never issued.
      const profile = `/api/users/${customer.email}`;
      await onEveryInstance(
        "the removed user's session refused",
        () => statusOf(profile, customer.token),
        403,
        SESSION_BOUND,
      );
    }

    it('serves a whole session, customer and admin, with every request on the other instance than the one before', async () => {
      const admin = await insertAccount(t.database.db, { role: 'admin' });
      const adminToken = await signIn(admin.email, admin.password);
      expect((await api.call('GET', `/api/admin/${admin.email}`, { token: adminToken })).body).toEqual({
        admin: true,
      });
      const productId = await adminStocksAPart(adminToken);

      const email = `proxy-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const registered = await api.call<{ accessToken: string }>('POST', '/api/auth/register', {
        body: { name: 'Proxy Customer', email, password: 'correct horse battery' },
      });
      expect(registered.status).toBe(201);
      const customer = { email, token: await keptToken(email, registered.body.accessToken) };
      expect((await catalogueEntry(productId))?.quantity).toBe(20);
      const paidId = await customerBuysAndPays(customer.token, email, productId);
      await customerCancelsAnOrder(customer.token, email, productId);
      await customerReviewsAndKeepsAProfile(customer.token, email);

      await adminShipsAndDeletes(adminToken, customer, paidId, productId);
      await adminManagesUsers(adminToken, customer);
      const takenOff = await api.call('DELETE', `/api/product/${productId}`, { token: adminToken });
      expect(takenOff.body).toEqual({ acknowledged: true, deletedCount: 1 });
      await onEveryInstance('the part off sale', () => stockOf(productId), undefined, CATALOGUE_BOUND);
      expect((await api.call('POST', '/api/auth/logout', { token: adminToken })).body).toEqual({
        success: true,
      });
      await onEveryInstance(
        'the signed-out session refused',
        () => statusOf('/api/orders', adminToken),
        403,
        SESSION_BOUND,
      );

      expect(SPEC_CLIENT_CALLS.filter((call) => !api.reached.has(call))).toEqual([]);
      const [first = 0, other = 0] = proxy.served;
      expect(Math.abs(first - other)).toBeLessThanOrEqual(1);
    });

    it("keeps the web app's cookie session across instances: signed in on one, served by the other, signed out on both", async () => {
      const admin = await insertAccount(t.database.db, { role: 'admin' });
      const adminPage = webClientAt(proxy.url);
      await adminPage.trpc.auth.login.mutate({ email: admin.email, password: admin.password });

      const page = webClientAt(proxy.url);
      const email = `web-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await page.trpc.auth.register.mutate({
        name: 'Web Customer',
        email,
        password: 'correct horse battery',
      });
      const sessionCookie = [...page.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      expect(await page.trpc.users.profile.query()).toMatchObject({ email, name: 'Web Customer' });
      expect(await page.trpc.users.profile.query()).toMatchObject({ email });

      // The contact form, answered by one instance, is in the admin's inbox read through either.
      const message = `Can you forge a 40 mm flange? ${crypto.randomUUID()}`;
      expect(await page.trpc.contact.send.mutate({ email, message })).toEqual({ success: true });
      const inboxHasIt = async () =>
        (await adminPage.trpc.admin.messages.list.query({})).items.some(
          (one) => one.message === message && one.email === email,
        );
      // Two reads in a row: one through each instance.
      expect([await inboxHasIt(), await inboxHasIt()]).toEqual([true, true]);

      await page.trpc.auth.logout.mutate();
      expect(page.cookies.size).toBe(0);
      const withOldCookie = async () =>
        (await fetch(new URL('/trpc/users.profile', proxy.url), { headers: { cookie: sessionCookie } }))
          .status;
      await onEveryInstance('the signed-out cookie refused', withOldCookie, 403, SESSION_BOUND);
    });
  },
);
