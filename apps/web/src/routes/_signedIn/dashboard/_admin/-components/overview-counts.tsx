import type { OverviewCountKey, SalesOverview } from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const LINK =
  'flex items-baseline justify-between gap-3 rounded-md border border-graphite-200 bg-white p-4 hover:border-accent-500';

/** Each count that waits for an admin, as a link to the (filtered) list behind it. */
function CountLink({ countKey, children }: { countKey: OverviewCountKey; children: ReactNode }) {
  switch (countKey) {
    case 'awaitingShipment':
      return (
        <Link to="/dashboard/manageAllOrders" search={{ status: 'paid' }} className={LINK}>
          {children}
        </Link>
      );
    case 'lowStock':
      return (
        <Link to="/dashboard/manageProducts" search={{ stock: 'short' }} className={LINK}>
          {children}
        </Link>
      );
    // The Returns list filters by one status: the waiting ones are three, so the link opens them all.
    case 'returnsWaiting':
      return (
        <Link to="/dashboard/returns" className={LINK}>
          {children}
        </Link>
      );
  }
}

const LABELS: Record<OverviewCountKey, string> = {
  awaitingShipment: 'Orders waiting to ship',
  lowStock: 'Parts short of stock',
  returnsWaiting: 'Returns waiting',
};

export function OverviewCounts({ counts }: { counts: SalesOverview['counts'] }) {
  return (
    <ul aria-label="Waiting for you" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {counts.map(({ key, count }) => (
        <li key={key}>
          <CountLink countKey={key}>
            <span className="font-medium text-accent-700 underline underline-offset-2">{LABELS[key]}</span>
            <span className="text-2xl font-bold text-graphite-900">{count.toLocaleString('en-US')}</span>
          </CountLink>
        </li>
      ))}
    </ul>
  );
}
