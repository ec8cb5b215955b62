import { changeInPercent, formatCents, OVERVIEW_MESSAGES, type SalesOverview } from '@partsmith/contracts';

type Period = SalesOverview['periods'][number];

/** One period's revenue and orders, with how they compare to the period of the same length before it. */
export function PeriodFigure({ period, label, days }: { period: Period; label: string; days: number }) {
  const { current, previous } = period;
  const change = changeInPercent(current.revenueCents, previous.revenueCents);
  const orders = `${current.orders.toLocaleString('en-US')} ${current.orders === 1 ? 'order' : 'orders'}`;
  let comparison: string = OVERVIEW_MESSAGES.noSalesBefore(days);
  if (change !== null) comparison = OVERVIEW_MESSAGES.change(change, days);
  else if (current.orders === 0) comparison = OVERVIEW_MESSAGES.noSales;
  return (
    <div className="space-y-1 rounded-md border border-graphite-200 bg-white p-4">
      <dt className="text-sm font-semibold text-graphite-700">{label}</dt>
      <dd className="text-2xl font-bold text-graphite-900">{formatCents(current.revenueCents)}</dd>
      <dd className="text-sm text-graphite-700">{orders}</dd>
      <dd className="text-sm text-graphite-600">
        {comparison}
        {previous.orders > 0 && ` (${formatCents(previous.revenueCents)})`}
      </dd>
    </div>
  );
}
