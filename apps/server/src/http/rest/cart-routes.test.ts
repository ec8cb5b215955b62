import { MESSAGES } from '@partsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE } from '../../../test/carts';
import { insertProduct } from '../../../test/factories';
import { type SignedInAccount, signedInAccount } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let buyer: SignedInAccount;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInAccount(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

describe('the cart over REST', () => {
  it('adds, sets, removes and lists lines for a bearer client, answering the cart each time', async () => {
    const part = await insertProduct(t.database.db, {
      priceCents: 250,
      quantity: 100,
      minimumOrderQuantity: 5,
      packSize: 5,
    });
    const added = await call('POST', '/cart/lines', buyer.bearer, { productId: part.id, quantity: 10 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      lines: [{ productId: part.id, quantity: 10, unitPriceCents: 250, lineTotalCents: 2500 }],
      itemCount: 1,
      subtotalCents: 2500,
    });
    const set = await call('PATCH', `/cart/lines/${part.id}`, buyer.bearer, { quantity: '15' });
    expect(set.json()).toMatchObject({ lines: [{ quantity: 15 }], subtotalCents: 3750 });
    expect((await call('GET', '/cart', buyer.bearer)).json()).toMatchObject({ lines: [{ quantity: 15 }] });
    const removed = await call('DELETE', `/cart/lines/${part.id}`, buyer.bearer);
    expect(removed.json()).toMatchObject({ lines: [], itemCount: 0, subtotalCents: 0 });
  });

  it('refuses what the rules refuse with the same words as tRPC, and unknown lines with 404', async () => {
    const part = await insertProduct(t.database.db, { quantity: 100, minimumOrderQuantity: 5, packSize: 5 });
    const account = await signedInAccount(t);
    const refusals = [
      [
        await call('POST', '/cart/lines', account.bearer, { productId: part.id, quantity: 7 }),
        400,
        MESSAGES.quantityNotWholePacks(5),
      ],
      [
        await call('POST', '/cart/lines', account.bearer, { productId: part.id, quantity: 'ten' }),
        400,
        MESSAGES.quantityInvalid,
      ],
      [
        await call('POST', '/cart/lines', account.bearer, { productId: 'nope', quantity: 5 }),
        404,
        MESSAGES.productNotFound,
      ],
      [
        await call('PATCH', `/cart/lines/${part.id}`, account.bearer, { quantity: 5 }),
        404,
        MESSAGES.cartLineNotFound,
      ],
      [await call('DELETE', `/cart/lines/${part.id}`, account.bearer), 404, MESSAGES.cartLineNotFound],
    ] as const;
    for (const [response, status, message] of refusals)
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
    expect((await call('GET', '/cart', account.bearer)).json()).toMatchObject({ lines: [] });
  });

  it("keeps a visitor's cart by its cookie, and refuses a cookie write from another site", async () => {
    const part = await insertProduct(t.database.db, { quantity: 100, minimumOrderQuantity: 1 });
    const first = await call(
      'POST',
      '/cart/lines',
      { origin: 'http://shop.test' },
      { productId: part.id, quantity: 2 },
    );
    const cookie = first.cookies.find((candidate) => candidate.name === GUEST_CART_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const browser = { cookie: `${GUEST_CART_COOKIE}=${cookie?.value}` };
    expect((await call('GET', '/cart', browser)).json()).toMatchObject({ lines: [{ quantity: 2 }] });
    const crossSite = await call(
      'POST',
      '/cart/lines',
      { ...browser, origin: 'https://evil.test' },
      {
        productId: part.id,
        quantity: 1,
      },
    );
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await call(
      'PATCH',
      `/cart/lines/${part.id}`,
      { ...browser, origin: 'http://shop.test' },
      {
        quantity: 3,
      },
    );
    expect(sameSite.json()).toMatchObject({ lines: [{ quantity: 3 }] });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/cart', '/api/cart/lines', '/api/cart/lines/{productId}']),
    );
    expect(Object.keys(document.paths['/api/cart/lines/{productId}'])).toEqual(['patch', 'delete']);
  });
});
