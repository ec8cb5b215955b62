import type { Order } from '@partsmith/contracts';
import { formatDateTime } from '../../../../../lib/format-date-time';

const MINUTE_MS = 60_000;

/** "30 minutes", "1 minute", "2 hours": how long the shop holds an unpaid order, as it was told at placing. */
function describeHold(minutes: number): string {
  if (minutes >= 120 && minutes % 60 === 0) return `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Where an order is unpaid: how long its parts are held, and until when (decision 0038). */
export function PayByNotice({ order }: { order: Order }) {
  if (order.status !== 'unpaid' || !order.payBy) return null;
  const minutes = Math.round((Date.parse(order.payBy) - Date.parse(order.createdAt)) / MINUTE_MS);
  return (
    <p className="rounded-md border border-accent-500/40 bg-accent-50 px-4 py-3 text-graphite-900">
      Pay within {describeHold(minutes)} (by <time dateTime={order.payBy}>{formatDateTime(order.payBy)}</time>
      ) or the order is cancelled and its parts go back on sale.
    </p>
  );
}
