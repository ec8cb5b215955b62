import { z } from 'zod';

/** The periods the overview compares, each against the one of the same length just before it (UTC days). */
export const OVERVIEW_PERIODS = [
  { key: 'today', days: 1, label: 'Today' },
  { key: 'last7Days', days: 7, label: 'Last 7 days' },
  { key: 'last30Days', days: 30, label: 'Last 30 days' },
] as const;
export type OverviewPeriodKey = (typeof OVERVIEW_PERIODS)[number]['key'];

/** Days of the daily chart, today included. */
export const OVERVIEW_CHART_DAYS = 30;
export const OVERVIEW_TOP_PARTS = 10;

/**
 * The counts that want an admin's attention, each opening the list behind it. A new figure is a key here, one
 * count in the server's `salesOverview` and one link in the web's table of them (`returnsWaiting` next).
 */
export const OVERVIEW_COUNTS = ['awaitingShipment', 'lowStock'] as const;
export type OverviewCountKey = (typeof OVERVIEW_COUNTS)[number];

const ZSales = z.object({ revenueCents: z.number().int(), orders: z.number().int() });
export type Sales = z.infer<typeof ZSales>;

export const ZSalesOverview = z.object({
  /** The UTC day the figures end on (today), YYYY-MM-DD. */
  today: z.string(),
  periods: z.array(
    z.object({
      key: z.enum(OVERVIEW_PERIODS.map((period) => period.key) as [OverviewPeriodKey, ...OverviewPeriodKey[]]),
      /** Its first day, and the previous period's. */
      from: z.string(),
      current: ZSales,
      previousFrom: z.string(),
      previous: ZSales,
    }),
  ),
  /** The last OVERVIEW_CHART_DAYS UTC days, oldest first, days without sales included as zeros. */
  daily: z.array(ZSales.extend({ day: z.string() })),
  /** By line revenue over the last 30 days, at most OVERVIEW_TOP_PARTS. */
  topParts: z.array(
    z.object({
      productId: z.string(),
      partNumber: z.string(),
      name: z.string(),
      units: z.number().int(),
      revenueCents: z.number().int(),
    }),
  ),
  counts: z.array(z.object({ key: z.enum(OVERVIEW_COUNTS), count: z.number().int() })),
});
export type SalesOverview = z.infer<typeof ZSalesOverview>;

/** How far `current` is from `previous`, in whole percent; null when there was nothing to compare with. */
export function changeInPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/**
 * A part nobody can order as it stands: out of stock, or fewer on the shelf than its minimum order. The overview
 * counts these and Manage Products' `?stock=short` lists them, by this one rule.
 */
export function isShortOfStock(part: { quantity: number; minimumOrderQuantity: number }): boolean {
  return part.quantity < part.minimumOrderQuantity;
}
