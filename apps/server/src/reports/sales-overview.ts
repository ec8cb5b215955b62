import {
  isShortOfStock,
  OVERVIEW_CHART_DAYS,
  OVERVIEW_PERIODS,
  OVERVIEW_TOP_PARTS,
  type OverviewCountKey,
  type Sales,
  type SalesOverview,
} from '@partsmith/contracts';
import { type Database, ordersByStatus, products, salesByDay, salesByPartDay } from '@partsmith/db';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
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
    bestSellers(db, addDays(today, 1 - OVERVIEW_CHART_DAYS), today),
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

/** The parts with the most line revenue over the days: summed first, then only the best few named. */
async function bestSellers(db: Database, from: string, to: string): Promise<SalesOverview['topParts']> {
  const best = db
    .select({
      productId: salesByPartDay.productId,
      // A part's day fits an integer (as an order's total does): summed as integers, not as numeric (5x faster).
      units: sql<string>`sum(${salesByPartDay.units}::integer)`.as('units'),
      revenueCents: sql<string>`sum(${salesByPartDay.revenueCents}::integer)`.as('revenue_cents'),
    })
    .from(salesByPartDay)
    .where(and(gte(salesByPartDay.day, from), lte(salesByPartDay.day, to)))
    .groupBy(salesByPartDay.productId)
    .having(sql`sum(${salesByPartDay.units}::integer) > 0`)
    .orderBy(desc(sql`revenue_cents`), salesByPartDay.productId)
    .limit(OVERVIEW_TOP_PARTS)
    .as('best');
  const rows = await db
    .select({
      productId: best.productId,
      partNumber: products.partNumber,
      name: products.name,
      units: best.units,
      revenueCents: best.revenueCents,
    })
    .from(best)
    .innerJoin(products, eq(products.id, best.productId))
    .orderBy(desc(best.revenueCents), best.productId);
  return rows.map((row) => ({ ...row, units: Number(row.units), revenueCents: Number(row.revenueCents) }));
}

async function attentionCounts(
  db: Database,
  catalogue: CatalogueReadModel,
): Promise<SalesOverview['counts']> {
  const [paid] = await db
    .select({ orders: sql<string | null>`sum(${ordersByStatus.orders})` })
    .from(ordersByStatus)
    .where(eq(ordersByStatus.status, 'paid'));
  const snapshot = await catalogue.current();
  const counts: Record<OverviewCountKey, number> = {
    awaitingShipment: Number(paid?.orders ?? 0),
    lowStock: snapshot.derive('overview:lowStock', (of) => of.products.filter(isShortOfStock).length),
  };
  return Object.entries(counts).map(([key, count]) => ({ key: key as OverviewCountKey, count }));
}
