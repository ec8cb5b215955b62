import { MESSAGES } from '@partsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { placeOrder, type SignedInAccount, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

/**
 * A customer with 45 orders still in play and one cancelled: My Orders lists all 46 (decision 0041), the spec's REST
 * list the 45. Another customer's orders never show.
 */
let t: TestApp;
let buyer: SignedInAccount;
let placedIds: Set<string>;
let cancelledId: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInAccount(t);
  const other = await signedInAccount(t);
  const product = await insertProduct(t.database.db, { quantity: 1_000 });
  const placed = [];
  for (let order = 0; order < 45; order += 1) placed.push(await placeOrder(t, buyer, product.id, 2));
  placedIds = new Set(placed.map((order) => order.id));
  const cancelled = await placeOrder(t, buyer, product.id, 2);
  await trpcAs(t.app, buyer.cookie).orders.cancel.mutate({ id: cancelled.id });
  cancelledId = cancelled.id;
  await placeOrder(t, other, product.id, 2);
}, 60_000);
afterAll(() => t.close());

const mine = (input: { after?: string; before?: string; pageSize?: number }) =>
  trpcAs(t.app, buyer.cookie).orders.mine.query(input);
const ids = (orders: { id: string }[]) => orders.map((order) => order.id);

/** The `Link` header's URL for `rel`, or null when that side has no page. */
function linked(link: unknown, rel: 'next' | 'prev'): string | null {
  const found = String(link ?? '')
    .split(', ')
    .map((entry) => /^<([^>]+)>; rel="(next|prev)"$/.exec(entry))
    .find((match) => match?.[2] === rel);
  return found?.[1] ?? null;
}

describe('My Orders by keyset', () => {
  it('walks 20, 20 and 6 newest first with the SL numbers continuing, then back to the start', async () => {
    const whole = await mine({ pageSize: 100 });
    expect(new Set(ids(whole.items))).toEqual(new Set([...placedIds, cancelledId]));
    expect(whole.items[0]).toMatchObject({ id: cancelledId, status: 'cancelled' });
    expect([whole.total, whole.totalCapped, whole.nextCursor, whole.previousCursor]).toEqual([
      46,
      false,
      null,
      null,
    ]);
    const times = whole.items.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const first = await mine({});
    const second = await mine({ after: first.nextCursor ?? '' });
    const third = await mine({ after: second.nextCursor ?? '' });
    expect([first, second, third].map((page) => [page.firstSerial, page.items.length, page.total])).toEqual([
      [1, 20, 46],
      [21, 20, 46],
      [41, 6, 46],
    ]);
    expect([first.previousCursor, third.nextCursor]).toEqual([null, null]);
    expect([...first.items, ...second.items, ...third.items]).toEqual(whole.items);

    const back = await mine({ before: third.previousCursor ?? '' });
    expect(back).toEqual(second);
    const start = await mine({ before: second.previousCursor ?? '' });
    expect(start).toEqual(first);
  });

  it('pages the REST array by Link rel=next and rel=prev with X-Total-Count, 100 to a page by default', async () => {
    const url = `/api/order?userEmail=${buyer.email}`;
    const all = await t.app.inject({ url, headers: buyer.bearer });
    expect(all.statusCode).toBe(200);
    expect(new Set(all.json().map((order: { _id: string }) => order._id))).toEqual(placedIds);
    expect([all.headers['x-total-count'], all.headers.link]).toEqual(['45', undefined]);

    const pages = [await t.app.inject({ url: `${url}&pageSize=20`, headers: buyer.bearer })];
    for (let next = linked(pages[0]?.headers.link, 'next'); next; ) {
      const page = await t.app.inject({ url: next, headers: buyer.bearer });
      pages.push(page);
      next = linked(page.headers.link, 'next');
    }
    expect(pages.map((page) => [page.statusCode, page.json().length, page.headers['x-total-count']])).toEqual(
      [
        [200, 20, '45'],
        [200, 20, '45'],
        [200, 5, '45'],
      ],
    );
    expect(pages.flatMap((page) => page.json())).toEqual(all.json());
    expect(linked(pages[0]?.headers.link, 'prev')).toBeNull();

    const back = await t.app.inject({
      url: linked(pages[2]?.headers.link, 'prev') ?? '',
      headers: buyer.bearer,
    });
    expect(back.json()).toEqual(pages[1]?.json());
    expect(linked(back.headers.link, 'next')).toMatch(
      /^\/api\/order\?userEmail=.+&pageSize=20&after=[\w-]+$/,
    );
  });

  it('refuses a cursor it did not make with a 400 and the page-link message, over tRPC and REST', async () => {
    const forged = Buffer.from(JSON.stringify(['1; drop table orders', 1])).toString('base64url');
    for (const after of ['not a cursor', forged]) {
      const refusal = await expectRefusal(mine({ after }));
      expect([refusal.status, refusal.message]).toEqual([400, MESSAGES.listCursorInvalid]);
      const rest = await t.app.inject({ url: `/api/order?after=${after}`, headers: buyer.bearer });
      expect([rest.statusCode, rest.json()]).toEqual([400, { message: MESSAGES.listCursorInvalid }]);
    }
  });
});
