/**
 * The sales overview's periods, counts, words and rules (decision 0069), without zod: the web's overview page
 * imports these, its schema stays on the server's side of the wire.
 */
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
 * count in the server's `salesOverview` and one link in the web's table of them.
 */
export const OVERVIEW_COUNTS = ['awaitingShipment', 'lowStock', 'returnsWaiting'] as const;
export type OverviewCountKey = (typeof OVERVIEW_COUNTS)[number];

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

/** The overview's words, kept beside its schema, not in MESSAGES: the home page's first load carries MESSAGES. */
export const OVERVIEW_MESSAGES = {
  noSales: 'No sales',
  noSalesBefore: (days: number) => `none in the ${days === 1 ? 'day' : `${days} days`} before`,
  change: (percent: number, days: number) =>
    `${percent > 0 ? '+' : ''}${percent}% on the ${days === 1 ? 'day' : `${days} days`} before`,
  chartFailed: 'The chart could not load: the same figures are in the table below it.',
} as const;
