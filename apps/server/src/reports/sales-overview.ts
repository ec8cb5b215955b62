import {
  isShortOfStock,
  OVERVIEW_CHART_DAYS,
  OVERVIEW_PERIODS,
  OVERVIEW_TOP_PARTS,
  type OverviewCountKey,
  type Sales,
  type SalesOverview,
} from '@partsmith/contracts';
import {
  bestSellers30d,
  bestSellersWindow,
  type Database,
  ordersByStatus,
  products,
  returns,
  salesByDay,
} from '@partsmith/db';
import { and, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { CatalogueReadModel } from '../catalog/catalogue-read-model';
import { addDays, utcDay } from './utc-days';

const LONGEST = Math.max(...OVERVIEW_PERIODS.map((period) => period.days));
const NO_SALES: Sales = { revenueCents: 0, orders: 0 };

/**
 * Sales at a glance: every figure is read from the summaries the database keeps in each order's transaction
 * (decision 0069) or from the catalogue in memory, never counted from the orders themselves.
 */
export async function salesOverview({
  db,
  catalogue,
  now,
}: {
  db: Database;
  catalogue: CatalogueReadModel;
  now: () => Date;
}): Promise<SalesOverview> {
  const today = utcDay(now());
  const [byDay, topParts, counts] = await Promise.all([
    salesPerDay(db, addDays(today, 1 - 2 * LONGEST), today),
    bestSellers(db, today),
    attentionCounts(db, catalogue),
  ]);
  const between = (from: string, to: string): Sales => {
    const sum = { ...NO_SALES };
    for (const [day, sales] of byDay)
      if (day >= from && day <= to) {
        sum.revenueCents += sales.revenueCents;
        sum.orders += sales.orders;
      }
    return sum;
  };
  const periods = OVERVIEW_PERIODS.map(({ key, days }) => {
    const from = addDays(today, 1 - days);
    const previousFrom = addDays(from, -days);
    return {
      key,
      from,
      current: between(from, today),
      previousFrom,
      previous: between(previousFrom, addDays(from, -1)),
    };
  });
  const daily = Array.from({ length: OVERVIEW_CHART_DAYS }, (_, index) => {
    const day = addDays(today, index + 1 - OVERVIEW_CHART_DAYS);
    return { day, ...(byDay.get(day) ?? NO_SALES) };
  });
  return { today, periods, daily, topParts, counts };
}

async function salesPerDay(db: Database, from: string, to: string): Promise<Map<string, Sales>> {
  const rows = await db
    .select({
      day: salesByDay.day,
      revenueCents: sql<string>`sum(${salesByDay.revenueCents})`,
      orders: sql<string>`sum(${salesByDay.orders})`,
    })
    .from(salesByDay)
    .where(and(gte(salesByDay.day, from), lte(salesByDay.day, to)))
    .groupBy(salesByDay.day);
  return new Map(
    rows.map((row) => [row.day, { revenueCents: Number(row.revenueCents), orders: Number(row.orders) }]),
  );
}

/** What waits for the admin: orders paid and not (fully) shipped, returns neither refused nor refunded. */
const WAITING_TO_SHIP = ['paid', 'partly_shipped'];
const RETURNS_WAITING = ['requested', 'approved', 'received'] as const;

/**
 * The parts with the most line revenue over the last 30 UTC days: the top of `best_sellers_30d`'s index (kept by
 * the sales triggers, migration 0027), then named. The first overview of a new UTC day slides the window to it.
 */
async function bestSellers(db: Database, today: string): Promise<SalesOverview['topParts']> {
  const [top, [window]] = await Promise.all([
    topOfBestSellers(db),
    db.select({ asOf: bestSellersWindow.asOf }).from(bestSellersWindow),
  ]);
  if (window?.asOf === today) return top;
  await db.execute(sql`select slide_best_sellers(${today}::date)`);
  return topOfBestSellers(db);
}

async function topOfBestSellers(db: Database): Promise<SalesOverview['topParts']> {
  const rows = await db
    .select({
      productId: bestSellers30d.productId,
      partNumber: products.partNumber,
      name: products.name,
      units: bestSellers30d.units,
      revenueCents: bestSellers30d.revenueCents,
    })
    .from(bestSellers30d)
    .innerJoin(products, eq(products.id, bestSellers30d.productId))
    .where(gt(bestSellers30d.units, 0))
    .orderBy(desc(bestSellers30d.revenueCents), bestSellers30d.productId)
    .limit(OVERVIEW_TOP_PARTS);
  return rows.map((row) => ({ ...row, units: Number(row.units), revenueCents: Number(row.revenueCents) }));
}

async function attentionCounts(
  db: Database,
  catalogue: CatalogueReadModel,
): Promise<SalesOverview['counts']> {
  const [[toShip], [waiting], snapshot] = await Promise.all([
    db
      .select({ orders: sql<string | null>`sum(${ordersByStatus.orders})` })
      .from(ordersByStatus)
      .where(inArray(ordersByStatus.status, WAITING_TO_SHIP)),
    // An index-only count on returns(status, created_at, id): the waiting ones are few beside the refunded.
    db
      .select({ returns: sql<number>`count(*)::integer` })
      .from(returns)
      .where(inArray(returns.status, RETURNS_WAITING)),
    catalogue.current(),
  ]);
  const counts: Record<OverviewCountKey, number> = {
    awaitingShipment: Number(toShip?.orders ?? 0),
    lowStock: snapshot.derive('overview:lowStock', (of) => of.products.filter(isShortOfStock).length),
    returnsWaiting: waiting?.returns ?? 0,
  };
  return Object.entries(counts).map(([key, count]) => ({ key: key as OverviewCountKey, count }));
}
