import { MESSAGES } from '@partsmith/contracts';
import { products } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../test/accounts';
import { GUEST_CART_COOKIE, guestWithLine } from '../../test/carts';
import { insertProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs, withResponse } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionHeaders = (response: Awaited<ReturnType<typeof withResponse>>['response']) => {
  const session = response.cookies.find((cookie) => cookie.name === 'partsmith_session');
  return { cookie: `partsmith_session=${session?.value}`, 'sec-fetch-site': 'same-origin' };
};
const guestCartCleared = (response: Awaited<ReturnType<typeof withResponse>>['response']) =>
  response.cookies.find((cookie) => cookie.name === GUEST_CART_COOKIE)?.value === '';

describe('signing in merges the guest cart into the account’s', () => {
  it('adds up quantities, brings each line to what can be ordered, drops the guest cart and says so once', async () => {
    const { db } = t.database;
    const bolts = await insertProduct(db, {
      name: 'M12 bolt',
      quantity: 500,
      minimumOrderQuantity: 10,
      packSize: 10,
      maximumPerOrder: 50,
    });
    const nuts = await insertProduct(db, { name: 'M12 nut', quantity: 100, minimumOrderQuantity: 1 });
    const washers = await insertProduct(db, { name: 'Washer', quantity: 100, minimumOrderQuantity: 1 });
    const account = await insertAccount(db);
    // The account's cart, from an earlier visit: 40 bolts.
    const earlier = await withResponse(t.app, { 'sec-fetch-site': 'same-origin' }, (client) =>
      client.auth.login.mutate({ email: account.email, password: account.password }),
    );
    await trpcAs(t.app, sessionHeaders(earlier.response)).cart.add.mutate({
      productId: bolts.id,
      quantity: 40,
    });

    // As a visitor: 30 bolts (70 in all is past the maximum of 50), nuts, and washers that then sell out.
    const guest = await guestWithLine(t, bolts.id, 30);
    await guest.client.cart.add.mutate({ productId: nuts.id, quantity: 5 });
    await guest.client.cart.add.mutate({ productId: washers.id, quantity: 3 });
    await db.update(products).set({ quantity: 0 }).where(eq(products.id, washers.id));

    const signIn = await withResponse(t.app, guest.headers, (client) =>
      client.auth.login.mutate({ email: account.email, password: account.password }),
    );
    expect(guestCartCleared(signIn.response)).toBe(true);
    const customer = trpcAs(t.app, sessionHeaders(signIn.response));
    const cart = await customer.cart.view.query();
    expect(cart.lines.map(({ name, quantity }) => ({ name, quantity }))).toEqual([
      { name: 'M12 bolt', quantity: 50 },
      { name: 'M12 nut', quantity: 5 },
      { name: 'Washer', quantity: 3 },
    ]);
    expect(cart.mergeNotice).toEqual([
      { partName: 'M12 bolt', from: 70, to: 50, reason: MESSAGES.quantityAboveMaximum(50) },
      { partName: 'Washer', from: 3, to: 3, reason: MESSAGES.cartMergeOutOfStock },
    ]);
    // Once.
    expect((await customer.cart.view.query()).mergeNotice).toBeNull();
    // The guest cart is gone: its cookie opens nothing any more.
    expect(await trpcAs(t.app, guest.headers).cart.count.query()).toEqual({ itemCount: 0 });
  });

  it('gives a new account the visitor’s cart at registration, with an empty notice', async () => {
    const part = await insertProduct(t.database.db, { quantity: 20, minimumOrderQuantity: 2 });
    const guest = await guestWithLine(t, part.id, 4);
    const registered = await withResponse(t.app, guest.headers, (client) =>
      client.auth.register.mutate({
        name: 'Ada Okafor',
        email: `ada-${crypto.randomUUID().slice(0, 8)}@example.com`,
        password: 'secret-enough',
      }),
    );
    expect(guestCartCleared(registered.response)).toBe(true);
    const cart = await trpcAs(t.app, sessionHeaders(registered.response)).cart.view.query();
    expect(cart).toMatchObject({ lines: [{ productId: part.id, quantity: 4 }], mergeNotice: [] });
  });

  it('changes nothing when the browser has no guest cart', async () => {
    const account = await insertAccount(t.database.db);
    const signIn = await withResponse(t.app, { 'sec-fetch-site': 'same-origin' }, (client) =>
      client.auth.login.mutate({ email: account.email, password: account.password }),
    );
    expect(signIn.response.cookies.map((cookie) => cookie.name)).not.toContain(GUEST_CART_COOKIE);
    expect(await trpcAs(t.app, sessionHeaders(signIn.response)).cart.view.query()).toMatchObject({
      lines: [],
      mergeNotice: null,
    });
  });
});
