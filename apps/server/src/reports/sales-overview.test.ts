import { MESSAGES, RETURN_REASONS, type SalesOverview } from '@partsmith/contracts';
import { returns } from '@partsmith/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderOf, insertProduct } from '../../test/factories';
import { type SignedInAccount, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';
import { countedFromScratch, summariesOf } from './test-sales';

/** The overview's "now": half a minute into a UTC day, so the edges of today are near. */
const NOW = new Date('2026-06-15T00:00:30Z');
let now = NOW;
let t: TestApp;
let admin: SignedInAccount;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  admin = await signedInAccount(t, 'admin');
});
afterAll(() => t.close());

const overview = () => trpcAs(t.app, admin.bearer).admin.overview.query();
const period = (figures: SalesOverview, key: string) => figures.periods.find((p) => p.key === key);
const count = (figures: SalesOverview, key: string) => figures.counts.find((c) => c.key === key)?.count;

/** A paid order of `quantity` units of `part`, paid at `paidAt`. */
async function paidOrder(part: Awaited<ReturnType<typeof insertProduct>>, quantity: number, paidAt: string) {
  const buyer = await signedInAccount(t);
  return insertOrderOf(t.database.db, buyer.id, [{ product: part, quantity }], 'paid', undefined, {
    createdAt: new Date(Date.parse(paidAt) - 60_000),
    paidAt: new Date(paidAt),
  });
}

describe('admin.overview', () => {
  it('sums paid orders by their UTC paid day into today, 7 and 30 days, each beside the period before', async () => {
    const before = await overview();
    const part = await insertProduct(t.database.db, { priceCents: 100 });
    await paidOrder(part, 1, '2026-06-15T00:00:00.000Z'); // today's first instant
    await paidOrder(part, 2, '2026-06-14T23:59:59.999Z'); // yesterday: before today, within 7 days
    await paidOrder(part, 4, '2026-06-09T00:00:00.000Z'); // first day of the last 7
    await paidOrder(part, 8, '2026-06-08T23:59:59.999Z'); // the 7 days before, within 30
    await paidOrder(part, 16, '2026-05-17T00:00:00.000Z'); // first day of the last 30
    await paidOrder(part, 32, '2026-05-16T23:59:59.999Z'); // the 30 days before
    await paidOrder(part, 64, '2026-04-16T23:59:59.999Z'); // before both
    const after = await overview();

    const grew = (key: string) => {
      const [was, is] = [period(before, key), period(after, key)];
      return {
        from: is?.from,
        current: (is?.current.revenueCents ?? 0) - (was?.current.revenueCents ?? 0),
        orders: (is?.current.orders ?? 0) - (was?.current.orders ?? 0),
        previousFrom: is?.previousFrom,
        previous: (is?.previous.revenueCents ?? 0) - (was?.previous.revenueCents ?? 0),
      };
    };
    expect(after.today).toBe('2026-06-15');
    expect(grew('today')).toEqual({
      from: '2026-06-15',
      current: 100,
      orders: 1,
      previousFrom: '2026-06-14',
      previous: 200,
    });
    expect(grew('last7Days')).toEqual({
      from: '2026-06-09',
      current: 700,
      orders: 3,
      previousFrom: '2026-06-02',
      previous: 800,
    });
    expect(grew('last30Days')).toEqual({
      from: '2026-05-17',
      current: 3100,
      orders: 5,
      previousFrom: '2026-04-17',
      previous: 3200,
    });
    expect(after.daily).toHaveLength(30);
    expect(after.daily[0]?.day).toBe('2026-05-17');
    expect(after.daily.at(-1)).toMatchObject({ day: '2026-06-15' });
    expect(after.daily.find((d) => d.day === '2026-05-20')).toEqual({
      day: '2026-05-20',
      revenueCents: 0,
      orders: 0,
    });
    const best = after.topParts.find((top) => top.productId === part.id);
    expect(best).toEqual({
      productId: part.id,
      partNumber: part.partNumber,
      name: part.name,
      units: 31,
      revenueCents: 3100,
    });
  });

  it('leaves refunded and unpaid orders out of revenue, and counts the paid and partly shipped ones waiting to ship', async () => {
    const before = await overview();
    const part = await insertProduct(t.database.db, { priceCents: 1000 });
    const paid = await paidOrder(part, 1, '2026-06-15T00:00:10Z');
    await paidOrder(part, 1, '2026-06-15T00:00:11Z');
    await t.database.db.execute(
      sql`update orders set status = 'shipped', shipped_at = now() where id = ${paid.id}`,
    );
    const refunded = await paidOrder(part, 5, '2026-06-15T00:00:12Z');
    await t.database.db.execute(
      sql`update orders set status = 'refunded', refunded_at = now() where id = ${refunded.id}`,
    );
    const partly = await paidOrder(part, 1, '2026-06-15T00:00:13Z');
    await t.database.db.execute(sql`update orders set status = 'partly_shipped' where id = ${partly.id}`);
    const buyer = await signedInAccount(t);
    await insertOrderOf(t.database.db, buyer.id, [{ product: part, quantity: 3 }], 'unpaid');
    const after = await overview();
    const today = (figures: SalesOverview) => period(figures, 'today')?.current;
    expect(today(after)?.revenueCents).toBe((today(before)?.revenueCents ?? 0) + 3000);
    expect(today(after)?.orders).toBe((today(before)?.orders ?? 0) + 3);
    expect(count(after, 'awaitingShipment')).toBe((count(before, 'awaitingShipment') ?? 0) + 2);
    expect(after.topParts.find((top) => top.productId === part.id)).toMatchObject({ units: 3 });
  });

  it('counts the parts on sale that cannot be ordered: out of stock or below their minimum', async () => {
    const before = count(await overview(), 'lowStock') ?? 0;
    await insertProduct(t.database.db, { quantity: 0, minimumOrderQuantity: 1 });
    await insertProduct(t.database.db, { quantity: 4, minimumOrderQuantity: 5 });
    await insertProduct(t.database.db, { quantity: 5, minimumOrderQuantity: 5 });
    await insertProduct(t.database.db, { quantity: 0, deletedAt: new Date() });
    expect(count(await overview(), 'lowStock')).toBe(before + 2);
  });

  it('counts the returns waiting for the admin: requested, approved or received', async () => {
    const before = count(await overview(), 'returnsWaiting') ?? 0;
    const part = await insertProduct(t.database.db);
    const order = await paidOrder(part, 1, '2026-06-14T10:00:00Z');
    const base = { orderId: order.id, userId: order.userId, reason: RETURN_REASONS[0] };
    await t.database.db.insert(returns).values([
      { ...base, status: 'requested' },
      { ...base, status: 'approved' },
      { ...base, status: 'received' },
      { ...base, status: 'refused' },
    ]);
    expect(count(await overview(), 'returnsWaiting')).toBe(before + 3);
  });

  it('reads the best sellers of the 30 days ending today, moving them on at a new UTC day', async () => {
    const part = await insertProduct(t.database.db, { priceCents: 10_000_000 });
    await paidOrder(part, 1, '2026-05-17T12:00:00Z'); // the first day of the last 30
    const best = async (at: string) => {
      now = new Date(at);
      try {
        return (await overview()).topParts.find((top) => top.productId === part.id);
      } finally {
        now = NOW;
      }
    };
    expect((await overview()).topParts[0]).toMatchObject({ productId: part.id, units: 1 });
    expect(await best('2026-06-16T00:00:01Z')).toBeUndefined(); // its day left the window
    expect(await best('2026-06-15T23:59:59Z')).toMatchObject({ units: 1, revenueCents: 10_000_000 });
    expect(await best('2026-04-20T08:00:00Z')).toBeUndefined(); // not yet sold then
  });

  it('is for admins: a customer is refused, a visitor asked to sign in', async () => {
    const customer = await signedInAccount(t);
    const refused = await expectRefusal(trpcAs(t.app, customer.bearer).admin.overview.query());
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(MESSAGES.forbidden);
    expect((await expectRefusal(trpcAs(t.app).admin.overview.query())).status).toBe(401);
  });

  it('keeps summaries the backfill counts again to the same figures', async () => {
    const kept = await summariesOf(t.database.db);
    expect(kept).toEqual(await countedFromScratch(t.database.db));
    await t.database.db.execute(sql`select rebuild_sales_summaries()`);
    expect(await summariesOf(t.database.db)).toEqual(kept);
  });
});
