import type { OrderEvent } from '@partsmith/contracts';
import { ReferenceId } from '../../../../../components/ui/reference-id';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { ORDER_EVENT_LABELS } from './order-status-labels';

/** The payment's transaction id, the refund's id, or a parcel's carrier and tracking number (decision 0067). */
function referenceLabel(kind: OrderEvent['kind']): string {
  if (kind === 'partly_shipped' || kind === 'shipped') return 'Tracking';
  return kind === 'refunded' || kind === 'returnRefunded' ? 'Refund ID' : 'Transaction ID';
}

/** What happened to the order, oldest first, each step with its time. */
export function OrderTimeline({ timeline }: { timeline: OrderEvent[] }) {
  return (
    <section
      aria-labelledby="order-timeline"
      className="rounded-md border border-graphite-200 bg-white p-5 sm:p-6"
    >
      <h3
        id="order-timeline"
        className="mb-4 text-sm font-semibold tracking-widest text-accent-700 uppercase"
      >
        Timeline
      </h3>
      <ol className="space-y-4 border-l-2 border-graphite-200 pl-5">
        {timeline.map((step, index) => (
          // A kind can recur (one step per parcel, several returns): the position keys it.
          <li key={`${step.kind}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full border-2 border-white bg-accent-700"
            />
            <p className="font-semibold text-graphite-900">{ORDER_EVENT_LABELS[step.kind]}</p>
            <time dateTime={step.at} className="text-sm text-graphite-700">
              {formatDateTime(step.at)}
            </time>
            {step.reference && (
              <p className="text-sm text-graphite-700">
                {referenceLabel(step.kind)}: <ReferenceId id={step.reference} />
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
