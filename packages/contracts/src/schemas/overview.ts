import { z } from 'zod';
import { OVERVIEW_COUNTS, OVERVIEW_PERIODS, type OverviewPeriodKey } from '../overview-figures';

const ZSales = z.object({ revenueCents: z.number().int(), orders: z.number().int() });
export type Sales = z.infer<typeof ZSales>;

export const ZSalesOverview = z.object({
  /** The UTC day the figures end on (today), YYYY-MM-DD. */
  today: z.string(),
  periods: z.array(
    z.object({
      key: z.enum(
        OVERVIEW_PERIODS.map((period) => period.key) as [OverviewPeriodKey, ...OverviewPeriodKey[]],
      ),
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
