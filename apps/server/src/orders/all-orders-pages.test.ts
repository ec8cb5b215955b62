import { COUNT_CAP, MESSAGES } from '@partsmith/contracts';
import { createTestDatabase, seedBigShop, type TestDatabase } from '@partsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAllOrders } from './list-all-orders';

/** 13,000 orders, one in five of each status: 10,400 still in play (over the cap), 2,600 paid. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedBigShop(database.db, { parts: 50, orders: 13_000, customers: 20 });
}, 120_000);
afterAll(() => database?.destroy());

const list = (input: Parameters<typeof listAllOrders>[0]['input']) =>
  listAllOrders({ db: database.db, input });

describe('All Orders by keyset', () => {
  it('counts up to the cap and says when there are more; counts a smaller filter exactly', async () => {
    const inPlay = await list({ pageSize: 20 });
    expect([inPlay.total, inPlay.totalCapped]).toEqual([COUNT_CAP, true]);
    const paid = await list({ status: 'paid', pageSize: 20 });
    expect([paid.total, paid.totalCapped]).toEqual([2_600, false]);
    expect(new Set(paid.items.map((order) => order.status))).toEqual(new Set(['paid']));
  });

  it('walks forward and back with the SL numbers continuing, newest first, no row twice or lost', async () => {
    const first = await list({ status: 'shipped', pageSize: 30 });
    expect([first.firstSerial, first.previousCursor]).toEqual([1, null]);
    const second = await list({ status: 'shipped', pageSize: 30, after: first.nextCursor ?? '' });
    const third = await list({ status: 'shipped', pageSize: 30, after: second.nextCursor ?? '' });
    expect([second.firstSerial, third.firstSerial]).toEqual([31, 61]);
    const walked = [...first.items, ...second.items, ...third.items];
    const times = walked.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(walked.map((order) => order.id)).size).toBe(90);

    const back = await list({ status: 'shipped', pageSize: 30, before: third.previousCursor ?? '' });
    expect(back).toEqual(second);
    const start = await list({ status: 'shipped', pageSize: 30, before: second.previousCursor ?? '' });
    expect(start.items).toEqual(first.items);
    expect([start.firstSerial, start.previousCursor]).toEqual([1, null]);
  });

  it('ends with no next page on the last one', async () => {
    const oldest = await list({ status: 'refunded', pageSize: 100 });
    let page = oldest;
    let pages = 1;
    while (page.nextCursor) {
      page = await list({ status: 'refunded', pageSize: 100, after: page.nextCursor });
      pages += 1;
    }
    expect([pages, page.items.length, page.firstSerial]).toEqual([26, 100, 2_501]);
  });

  it('refuses a cursor it did not make with a 400 and the page-link message', async () => {
    const forged = Buffer.from(JSON.stringify(['1; drop table orders', 1])).toString('base64url');
    for (const after of ['not a cursor', forged])
      await expect(list({ pageSize: 20, after })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: MESSAGES.listCursorInvalid,
      });
  });
});
