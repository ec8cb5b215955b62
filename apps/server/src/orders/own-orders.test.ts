import { formatOrderNumber } from '@partsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage, insertProduct } from '../../test/factories';
import { markPaidInDatabase, orderRow, placeOrder, signedInAccount, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (orders: { id: string }[]) => orders.map((order) => order.id);

describe('My Orders', () => {
  it('lists the caller’s own orders newest first, a cancelled one too, marked cancelled (decision 0041)', async () => {
    const [a, b] = [await signedInAccount(t), await signedInAccount(t)];
    const product = await insertProduct(t.database.db);
    const first = await placeOrder(t, a, product.id, 2);
    const paid = await placeOrder(t, a, product.id, 3);
    const cancelled = await placeOrder(t, a, product.id, 4);
    await placeOrder(t, b, product.id, 2);
    await markPaidInDatabase(t, paid.id);
    await trpcAs(t.app, a.cookie).orders.cancel.mutate({ id: cancelled.id });

    const mine = await trpcAs(t.app, a.cookie).orders.mine.query({});
    expect(mine.items.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: cancelled.id, status: 'cancelled' },
      { id: paid.id, status: 'paid' },
      { id: first.id, status: 'unpaid' },
    ]);
    expect(mine.total).toBe(3);
  });

  it('leaves the cancelled order out of the spec’s REST list, as its delete did', async () => {
    const a = await signedInAccount(t);
    const product = await insertProduct(t.database.db);
    const first = await placeOrder(t, a, product.id, 2);
    const cancelled = await placeOrder(t, a, product.id, 3);
    const newest = await placeOrder(t, a, product.id, 4);
    await trpcAs(t.app, a.cookie).orders.cancel.mutate({ id: cancelled.id });

    const list = await t.app.inject({ url: `/api/order?userEmail=${a.email}`, headers: a.bearer });
    expect(list.statusCode).toBe(200);
    expect(list.json().map(({ _id, status }: { _id: string; status: unknown }) => ({ _id, status }))).toEqual(
      [
        { _id: newest.id, status: null },
        { _id: first.id, status: null },
      ],
    );
    expect([list.headers['x-total-count'], list.headers.link]).toEqual(['2', undefined]);
    // The order itself is still there to read, cancelled, by id.
    const one = await t.app.inject({ url: `/api/orders/${cancelled.id}`, headers: a.bearer });
    expect(one.json()).toMatchObject({ _id: cancelled.id, paid: false, status: 'cancelled' });
  });

  it('answers the legacy shape over REST, for the caller’s own email only', async () => {
    const [a, b] = [await signedInAccount(t), await signedInAccount(t)];
    const imageId = await insertImage(t.database.db);
    const product = await insertProduct(t.database.db, { priceCents: 1250, imageId });
    const unpaid = await placeOrder(t, a, product.id, 2);
    const paid = await placeOrder(t, a, product.id, 4);
    await markPaidInDatabase(t, paid.id);

    const list = await t.app.inject({
      url: `/api/order?userEmail=${a.email.toUpperCase()}`,
      headers: a.bearer,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ _id: paid.id, price: 50, paid: true, status: 'pending' }),
      {
        _id: unpaid.id,
        orderNumber: formatOrderNumber(unpaid.number),
        orderedAt: unpaid.createdAt,
        productId: product.id,
        productName: product.name,
        description: product.description,
        img: `http://shop.test/images/${imageId}`,
        price: 25,
        orderQuantity: 2,
        userName: a.name,
        userEmail: a.email,
        userPhone: unpaid.phone,
        address: unpaid.address,
        paid: false,
        transactionId: null,
        status: null,
      },
    ]);
    const theirs = await t.app.inject({ url: `/api/order?userEmail=${b.email}`, headers: a.bearer });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: 'Forbidden access' });
    const one = await t.app.inject({ url: `/api/orders/${unpaid.id}`, headers: a.bearer });
    expect(one.json()).toMatchObject({ _id: unpaid.id, price: 25 });
  });
});

describe('cancelling', () => {
  it('cancels an own unpaid order and puts the stock back; a repeat changes nothing', async () => {
    const a = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 10 });
    const order = await placeOrder(t, a, product.id, 4);
    expect(await stockOf(t, product.id)).toBe(6);

    const cancel = await trpcAs(t.app, a.cookie).orders.cancel.mutate({ id: order.id });
    expect(cancel).toMatchObject({ changed: true, order: { status: 'cancelled' } });
    expect(await stockOf(t, product.id)).toBe(10);
    const again = await trpcAs(t.app, a.cookie).orders.cancel.mutate({ id: order.id });
    expect(again).toMatchObject({ changed: false });
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('refuses to cancel a paid order with 409, over tRPC and REST', async () => {
    const a = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 10 });
    const order = await placeOrder(t, a, product.id, 4);
    await markPaidInDatabase(t, order.id);

    const trpc = await expectRefusal(trpcAs(t.app, a.cookie).orders.cancel.mutate({ id: order.id }));
    expect(trpc).toMatchObject({ status: 409, message: 'Only an unpaid order can be cancelled' });
    const rest = await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: a.bearer });
    expect(rest.statusCode).toBe(409);
    expect((await orderRow(t, order.id))?.status).toBe('paid');
    expect(await stockOf(t, product.id)).toBe(6);
  });

  it('cancels the caller’s oldest unpaid order when the spec’s client sends their email, never a paid one', async () => {
    const a = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 20 });
    const paid = await placeOrder(t, a, product.id, 2);
    await markPaidInDatabase(t, paid.id);
    const oldestUnpaid = await placeOrder(t, a, product.id, 3);
    const newer = await placeOrder(t, a, product.id, 4);

    const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: a.bearer });
    expect((await del(`/api/orders/${a.email}`)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await orderRow(t, oldestUnpaid.id))?.status).toBe('cancelled');
    expect((await orderRow(t, newer.id))?.status).toBe('unpaid');
    expect((await del(`/api/orders/${newer.id}`)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await del(`/api/orders/${a.email}`)).json()).toEqual({ acknowledged: true, deletedCount: 0 });
    expect((await orderRow(t, paid.id))?.status).toBe('paid');
    expect(await stockOf(t, product.id)).toBe(18);
  });
});

describe('one customer never reaches another’s orders', () => {
  it('answers 404 to B for reading, cancelling or paying A’s order, and 403 for listing by A’s email', async () => {
    const [a, b] = [await signedInAccount(t), await signedInAccount(t)];
    const product = await insertProduct(t.database.db, { quantity: 10 });
    const order = await placeOrder(t, a, product.id, 2);

    const asB = trpcAs(t.app, b.cookie);
    const attempts = [
      await expectRefusal(asB.orders.byId.query({ id: order.id })),
      await expectRefusal(asB.orders.cancel.mutate({ id: order.id })),
      await expectRefusal(asB.payments.createIntent.mutate({ orderId: order.id })),
      await expectRefusal(asB.payments.confirm.mutate({ orderId: order.id, paymentIntentId: 'pi_x' })),
    ];
    for (const attempt of attempts)
      expect(attempt).toMatchObject({ status: 404, message: 'Order not found' });
    const rest = [
      await t.app.inject({ url: `/api/orders/${order.id}`, headers: b.bearer }),
      await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: b.bearer }),
      await t.app.inject({ method: 'DELETE', url: `/api/orders/${a.email}`, headers: b.bearer }),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}`,
        headers: b.bearer,
        payload: { orderId: order.id, transactionId: 'pi_x' },
      }),
    ];
    expect(rest.map((response) => response.statusCode)).toEqual([404, 404, 403, 404]);
    expect((await expectRefusal(asB.orders.mine.query({ email: a.email }))).status).toBe(403);
    expect(ids((await asB.orders.mine.query({})).items)).toEqual([]);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'unpaid', userId: a.id });
    expect(await stockOf(t, product.id)).toBe(8);
  });

  it('lets an admin read any order', async () => {
    const [a, admin] = [await signedInAccount(t), await signedInAccount(t, 'admin')];
    const order = await placeOrder(t, a, (await insertProduct(t.database.db)).id, 2);
    const read = await trpcAs(t.app, admin.cookie).orders.byId.query({ id: order.id });
    expect(read).toMatchObject({ id: order.id, customer: { email: a.email } });
  });
});
