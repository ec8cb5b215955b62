import { ZSalesOverview } from '../schemas/overview';
import { adminProcedure } from '../trpc/init';

/** Sales at a glance (`/dashboard/overview`): read from the summaries the database keeps (decision 0069). */
export const adminOverviewProcedure = adminProcedure
  .output(ZSalesOverview)
  .query(({ ctx }) => ctx.services.reports.salesOverview());
