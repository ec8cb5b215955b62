import { formatCents, OVERVIEW_MESSAGES, type SalesOverview } from '@partsmith/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Table } from '../../../../../components/ui/table';

type Daily = SalesOverview['daily'];

/**
 * The last 30 days' revenue as a chart, drawn by uPlot loaded here only (a chunk of its own, never the home
 * page's), at the width of its box; the same figures as a table for screen readers and anyone who wants numbers.
 */
export function DailyRevenue({ daily }: { daily: Daily }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let drawn: { destroy(): void } | undefined;
    let gone = false;
    import('./daily-revenue-plot').then(
      ({ plotDailyRevenue }) => {
        if (gone) return;
        drawn = plotDailyRevenue(element, daily);
        setState('drawn');
      },
      () => !gone && setState('failed'),
    );
    return () => {
      gone = true;
      drawn?.destroy();
    };
  }, [daily]);
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-md border border-graphite-200 bg-white p-4"
    >
      <h3 id={titleId} className="font-semibold text-graphite-900">
        Daily revenue, last 30 days
      </h3>
      <div
        ref={box}
        role="img"
        aria-label="Chart of daily revenue over the last 30 days; the figures are in the table below"
        className="min-h-56 w-full min-w-0"
      />
      {state === 'loading' && <p className="text-sm text-graphite-600">Drawing the chart…</p>}
      {state === 'failed' && <p className="text-sm text-graphite-700">{OVERVIEW_MESSAGES.chartFailed}</p>}
      <details>
        <summary className="cursor-pointer text-sm font-medium text-accent-700">
          Show the figures as a table
        </summary>
        <div className="pt-3">
          <Table
            caption="Daily revenue, last 30 days (UTC days)"
            columns={[
              { header: 'Day', cell: (day) => day.day },
              { header: 'Orders', cell: (day) => day.orders, numeric: true, width: 'w-24' },
              {
                header: 'Revenue',
                cell: (day) => formatCents(day.revenueCents),
                numeric: true,
                width: 'w-32',
              },
            ]}
            rows={daily}
            rowKey={(day) => day.day}
          />
        </div>
      </details>
    </section>
  );
}
