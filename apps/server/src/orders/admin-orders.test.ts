import { formatOrderNumber, MESSAGES } from '@partsmith/contracts';
import { users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditEntriesOf } from '../../test/audit';
import { insertOrderOf, insertProduct } from '../../test/factories';
import { appTest as it } from '../../test/fixtures';
import { markPaidInDatabase, orderRow, placeOrder, signedInAccount, stockOf } from '../../test/orders';
import type { TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';
import { shipOrder } from './ship-order';

const auditOf = (t: TestApp, orderId: string) => auditEntriesOf(t, orderId);

describe('All Orders', () => {
  it('pages through every order with its customer, filters by status, and leaves cancelled ones out by default', async ({
    t,
  }) => {
    const [admin, a] = [await signedInAccount(t, 'admin'), await signedInAccount(t)];
    const product = await insertProduct(t.database.db);
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await placeOrder(t, a, product.id, 2));
    await markPaidInDatabase(t, placed[0]!.id);
    await trpcAs(t.app, a.cookie).orders.cancel.mutate({ id: placed[1]!.id });

    const page1 = await trpcAs(t.app, admin.cookie).orders.all.query({ pageSize: 2 });
    expect(page1).toMatchObject({ total: 4, totalCapped: false, firstSerial: 1, previousCursor: null });
    expect(page1.items.map((order) => order.id)).toEqual([placed[4]!.id, placed[3]!.id]);
    expect(page1.items[0]?.customer).toEqual({ name: a.name, email: a.email });
    const page2 = await trpcAs(t.app, admin.cookie).orders.all.query({
      pageSize: 2,
      after: page1.nextCursor ?? '',
    });
    expect(page2).toMatchObject({ firstSerial: 3, nextCursor: null });
    expect(page2.items.map((order) => order.id)).toEqual([placed[2]!.id, placed[0]!.id]);
    const paid = await trpcAs(t.app, admin.cookie).orders.all.query({ status: 'paid' });
    expect(paid.items.map((order) => order.id)).toEqual([placed[0]!.id]);
    const cancelled = await trpcAs(t.app, admin.cookie).orders.all.query({ status: 'cancelled' });
    expect(cancelled.total).toBe(1);

    const rest = await t.app.inject({ url: '/api/orders?pageSize=3', headers: admin.bearer });
    expect(rest.headers['x-total-count']).toBe('4');
    expect(rest.json()[0]).toMatchObject({
      _id: placed[4]!.id,
      userEmail: a.email,
      userName: a.name,
      status: null,
    });
    // The next page is the Link header's, and it links back.
    const next = /^<([^>]+)>; rel="next"$/.exec(String(rest.headers.link))?.[1] ?? '';
    expect(next).toMatch(/^\/api\/orders\?pageSize=3&after=/);
    const last = await t.app.inject({ url: next, headers: admin.bearer });
    expect(last.json().map((order: { _id: string }) => order._id)).toEqual([placed[0]!.id]);
    expect(last.headers.link).toMatch(/^<\/api\/orders\?pageSize=3&before=[\w-]+>; rel="prev"$/);
    const broken = await t.app.inject({ url: '/api/orders?after=nonsense', headers: admin.bearer });
    expect([broken.statusCode, broken.json()]).toEqual([400, { message: MESSAGES.listCursorInvalid }]);
    expect((await t.app.inject({ url: '/api/orders', headers: a.bearer })).statusCode).toBe(403);
  });
});

describe('All Orders search', () => {
  it('finds orders by their number as printed or typed, and by part of the customer name or email in any case', async ({
    t,
  }) => {
    const admin = await signedInAccount(t, 'admin');
    const [ada, bob] = [await signedInAccount(t), await signedInAccount(t)];
    const tag = crypto.randomUUID().slice(0, 8);
    await t.database.db
      .update(users)
      .set({ name: `Ada Featherstonehaugh ${tag}`, email: `ada.${tag}@Lovelace.example` })
      .where(eq(users.id, ada.id));
    const product = await insertProduct(t.database.db);
    const [adaFirst, adaSecond, bobs] = [
      await placeOrder(t, ada, product.id, 2),
      await placeOrder(t, ada, product.id, 2),
      await placeOrder(t, bob, product.id, 2),
    ];
    await markPaidInDatabase(t, adaSecond.id);
    const search = async (text: string, status?: 'paid') => {
      const page = await trpcAs(t.app, admin.cookie).orders.all.query({ search: text, status });
      return page.items.map((order) => order.id);
    };

    expect(await search(formatOrderNumber(bobs.number))).toEqual([bobs.id]);
    expect(await search(`ps-${bobs.number}`)).toEqual([bobs.id]);
    expect(await search(`#${bobs.number}`)).toEqual([bobs.id]);
    expect(await search(`featherstoneHAUGH ${tag}`)).toEqual([adaSecond.id, adaFirst.id]);
    expect(await search(`ADA.${tag}@lovelace`)).toEqual([adaSecond.id, adaFirst.id]);
    expect(await search(bob.email.slice(2, -4))).toEqual([bobs.id]);
    expect(await search(`ada.${tag}`, 'paid')).toEqual([adaSecond.id]);
    expect(await search(`nobody-${tag}`)).toEqual([]);
    // LIKE's wildcards are text like any other.
    expect(await search('%')).toEqual([]);
    const counted = await trpcAs(t.app, admin.cookie).orders.all.query({ search: tag, pageSize: 1 });
    expect(counted).toMatchObject({ total: 2, totalCapped: false, items: [{ id: adaSecond.id }] });
    const next = await trpcAs(t.app, admin.cookie).orders.all.query({
      search: tag,
      pageSize: 1,
      after: counted.nextCursor ?? '',
    });
    expect(next.items.map((order) => order.id)).toEqual([adaFirst.id]);
    expect(await expectRefusal(trpcAs(t.app, ada.cookie).orders.all.query({ search: tag }))).toMatchObject({
      status: 403,
    });
  });
});

describe('All Orders search by PO number and part number', () => {
  it("finds an order by its whole PO number, or by a line's whole part number, in any case", async ({
    t,
  }) => {
    const [admin, buyer] = [await signedInAccount(t, 'admin'), await signedInAccount(t)];
    const tag = crypto.randomUUID().slice(0, 8).toUpperCase();
    const bearing = await insertProduct(t.database.db, { partNumber: `BRG-${tag}` });
    const seal = await insertProduct(t.database.db, { partNumber: `SEAL-${tag}` });
    const withPo = await insertOrderOf(
      t.database.db,
      buyer.id,
      [{ product: seal, quantity: 1 }],
      'paid',
      undefined,
      {
        poNumber: `PO-${tag}`,
      },
    );
    const withBearing = await insertOrderOf(t.database.db, buyer.id, [
      { product: seal, quantity: 1 },
      { product: bearing, quantity: 2 },
    ]);
    const search = async (text: string) =>
      (await trpcAs(t.app, admin.cookie).orders.all.query({ search: text })).items.map((order) => order.id);

    expect(await search(`po-${tag.toLowerCase()}`)).toEqual([withPo.id]);
    expect(await search(`brg-${tag.toLowerCase()}`)).toEqual([withBearing.id]);
    expect((await search(`SEAL-${tag}`)).sort()).toEqual([withPo.id, withBearing.id].sort());
    // Whole numbers only: a part of one matches nothing (it would need a scan of every order and line).
    expect(await search(`BRG-${tag.slice(0, 4)}`)).toEqual([]);
  });
});

describe('shipping', () => {
  it('ships a paid order, audits it and mails the customer; shipping it again changes nothing', async ({
    t,
    mail,
  }) => {
    const [admin, a] = [await signedInAccount(t, 'admin'), await signedInAccount(t)];
    const order = await placeOrder(t, a, (await insertProduct(t.database.db)).id, 2);
    await markPaidInDatabase(t, order.id);

    const put = (id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${id}`,
        headers: admin.bearer,
        payload: { status: 'shipped' },
      });
    expect((await put(order.id)).json()).toMatchObject({ acknowledged: true, modifiedCount: 1 });
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'shipped', shippedAt: expect.any(Date) });
    const sent = await mail.takeMailTo(a.email);
    expect(sent.subject).toBe('Your Partsmith order has shipped');
    expect(sent.text).toContain(order.lines[0]?.name);
    expect(await auditOf(t, order.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'order.ship',
        targetTable: 'orders',
        before: { status: 'paid' },
        after: { status: 'shipped' },
      }),
    ]);
    expect((await put(order.id)).json()).toMatchObject({ modifiedCount: 0 });
    expect(await auditOf(t, order.id)).toHaveLength(1);
    const legacy = await t.app.inject({ url: `/api/orders/${order.id}`, headers: a.bearer });
    expect(legacy.json()).toMatchObject({ paid: true, status: 'shipped' });
  });

  it('refuses to ship an unpaid order with 409, and writes no audit entry', async ({ t }) => {
    const admin = await signedInAccount(t, 'admin');
    const order = await placeOrder(t, await signedInAccount(t), (await insertProduct(t.database.db)).id, 2);
    const ship = await expectRefusal(trpcAs(t.app, admin.cookie).orders.ship.mutate({ id: order.id }));
    expect(ship.status).toBe(409);
    expect(ship.message).toBe('Only a paid order can be shipped');
    expect((await orderRow(t, order.id))?.status).toBe('unpaid');
    expect(await auditOf(t, order.id)).toEqual([]);
  });

  it('rolls the shipment back when its audit entry cannot be written (same transaction)', async ({ t }) => {
    const order = await placeOrder(t, await signedInAccount(t), (await insertProduct(t.database.db)).id, 2);
    await markPaidInDatabase(t, order.id);
    const shipping = shipOrder({
      db: t.database.db,
      now: () => new Date(),
      jobs: t.app.jobs,
      // No such user: the audit insert breaks its foreign key.
      actorId: crypto.randomUUID(),
      id: order.id,
    });
    await expect(shipping).rejects.toThrow();
    expect((await orderRow(t, order.id))?.status).toBe('paid');
  });
});

describe('deleting', () => {
  it('cancels an unpaid order, returns its stock and audits it; the row stays as history', async ({ t }) => {
    const [admin, a] = [await signedInAccount(t, 'admin'), await signedInAccount(t)];
    const product = await insertProduct(t.database.db, { quantity: 10 });
    const order = await placeOrder(t, a, product.id, 4);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/allOrders/${order.id}`,
      headers: admin.bearer,
    });
    expect(del.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await orderRow(t, order.id))?.status).toBe('cancelled');
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await auditOf(t, order.id)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'order.delete', before: { status: 'unpaid' } }),
    ]);
  });

  it('answers 200 with nothing changed for an order already cancelled, as the customer’s cancel does', async ({
    t,
  }) => {
    const [admin, a] = [await signedInAccount(t, 'admin'), await signedInAccount(t)];
    const product = await insertProduct(t.database.db, { quantity: 10 });
    const order = await placeOrder(t, a, product.id, 4);
    await trpcAs(t.app, a.cookie).orders.cancel.mutate({ id: order.id });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/allOrders/${order.id}`,
      headers: admin.bearer,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ acknowledged: true, deletedCount: 0 });
    const again = await trpcAs(t.app, admin.cookie).orders.delete.mutate({ id: order.id });
    expect(again).toMatchObject({ changed: false, order: { status: 'cancelled' } });
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await auditOf(t, order.id)).toEqual([]);
  });

  it('refuses to delete a paid order with 409, stock and audit untouched', async ({ t }) => {
    const [admin, a] = [await signedInAccount(t, 'admin'), await signedInAccount(t)];
    const product = await insertProduct(t.database.db, { quantity: 10 });
    const order = await placeOrder(t, a, product.id, 4);
    await markPaidInDatabase(t, order.id);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/allOrders/${order.id}`,
      headers: admin.bearer,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ message: 'Only an unpaid order can be deleted' });
    expect((await orderRow(t, order.id))?.status).toBe('paid');
    expect(await stockOf(t, product.id)).toBe(6);
    expect(await auditOf(t, order.id)).toEqual([]);
    const byCustomer = await t.app.inject({
      method: 'DELETE',
      url: `/api/allOrders/${order.id}`,
      headers: a.bearer,
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});
