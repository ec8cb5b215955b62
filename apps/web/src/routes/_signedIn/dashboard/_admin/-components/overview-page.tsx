import { formatCents, OVERVIEW_PERIODS } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { Table } from '../../../../../components/ui/table';
import { useAppContext } from '../../../../../lib/use-app-context';
import { DailyRevenue } from './daily-revenue';
import { OverviewCounts } from './overview-counts';
import { PeriodFigure } from './period-figure';

/**
 * Sales at a glance (`/dashboard/overview`): revenue and orders by UTC day against the period before, the last
 * 30 days day by day, the best-selling parts, and what waits for an admin. Read from summaries (decision 0069).
 */
export function OverviewPage() {
  const { trpc } = useAppContext();
  const { data } = useSuspenseQuery(trpc.admin.overview.queryOptions());
  return (
    <DashboardPage
      title="Overview"
      intro={`Paid orders by the UTC day they were paid, up to today (${data.today}); refunds taken out.`}
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        {data.periods.map((period) => (
          <PeriodFigure
            key={period.key}
            period={period}
            label={OVERVIEW_PERIODS.find((p) => p.key === period.key)?.label ?? period.key}
            days={OVERVIEW_PERIODS.find((p) => p.key === period.key)?.days ?? 1}
          />
        ))}
      </dl>
      <OverviewCounts counts={data.counts} />
      <DailyRevenue daily={data.daily} />
      <Table
        caption="Top parts, last 30 days"
        columns={[
          {
            header: 'Part',
            cell: (part) => (
              <span className="block min-w-0">
                <span className="block font-medium break-words text-graphite-900">{part.name}</span>
                <span className="block font-mono text-xs text-graphite-600">{part.partNumber}</span>
              </span>
            ),
          },
          {
            header: 'Units',
            cell: (part) => part.units.toLocaleString('en-US'),
            numeric: true,
            width: 'w-24',
          },
          { header: 'Revenue', cell: (part) => formatCents(part.revenueCents), numeric: true, width: 'w-32' },
        ]}
        rows={data.topParts}
        rowKey={(part) => part.productId}
        empty="No sales in the last 30 days"
      />
    </DashboardPage>
  );
}
