import {
  formatCents,
  formatCreditNoteNumber,
  type Order,
  RETURN_REASON_LABELS,
  type Return,
  returnCreditNotePath,
} from '@partsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../../../components/query-error';
import { Button } from '../../../../../components/ui/button';
import { buttonClasses } from '../../../../../components/ui/button-classes';
import { Spinner } from '../../../../../components/ui/spinner';
import { TitledPanel } from '../../../../../components/ui/titled-panel';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useMe } from '../../../../../lib/use-me';
import { formatDay, RETURN_STATUS_LABELS } from './return-labels';
import { ReturnRequestForm } from './return-request-form';

/** One return: its lines, where it stands, and once refunded what came back and its credit note. */
function ReturnSummary({ item }: { item: Return }) {
  return (
    <li className="space-y-1 rounded-md border border-graphite-200 p-4">
      <p className="font-semibold text-graphite-900">{RETURN_STATUS_LABELS[item.status]}</p>
      <p className="text-sm text-graphite-700">
        Asked <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time> ·{' '}
        {RETURN_REASON_LABELS[item.reason]}
      </p>
      <ul className="text-sm text-graphite-800">
        {item.lines.map((line) => (
          <li key={line.lineNo}>
            {line.quantity} × {line.name} ({line.partNumber})
          </li>
        ))}
      </ul>
      {item.adminNote && <p className="text-sm text-graphite-700">Our note: {item.adminNote}</p>}
      {item.refundCents !== null && (
        <p className="text-sm text-graphite-800">Refunded {formatCents(item.refundCents)}</p>
      )}
      {item.creditNoteNumber !== null && (
        // A file from the REST API: a plain link the browser downloads.
        <a
          href={returnCreditNotePath(item.orderId, item.id)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'mt-2')}
        >
          Credit note {formatCreditNoteNumber(item.creditNoteNumber)}
        </a>
      )}
    </li>
  );
}

/** The order page's Returns (decision 0068): "Return items" while the window is open, and every return so far. */
export function OrderReturns({ order }: { order: Order }) {
  const { trpc } = useAppContext();
  const [asking, setAsking] = useState(false);
  const { data: me } = useMe();
  // Only the buyer asks; an admin reading the order sees its returns.
  const own = me?.email.toLowerCase() === order.customer.email.toLowerCase();
  const returns = useQuery(trpc.returns.forOrder.queryOptions({ orderId: order.id }));
  if (!['partly_shipped', 'shipped', 'refunded'].includes(order.status)) return null;
  if (returns.isPending) return <Spinner label="Loading returns" />;
  if (returns.isError)
    return (
      <QueryError
        message="We could not load this order's returns."
        onRetry={() => returns.refetch()}
        retrying={returns.isFetching}
      />
    );
  const { lastDay, returnable } = returns.data;
  const open = returns.data.open && own;
  if (!open && returns.data.returns.length === 0) return null;
  return (
    <TitledPanel id="order-returns" title="Returns" tone="card">
      {open && lastDay && (
        <p className="text-graphite-700">You can return parts of this order until {formatDay(lastDay)}.</p>
      )}
      {open && !asking && <Button onClick={() => setAsking(true)}>Return items</Button>}
      {open && asking && (
        <ReturnRequestForm order={order} returnable={returnable} onDone={() => setAsking(false)} />
      )}
      {returns.data.returns.length > 0 && (
        <ul className="space-y-3">
          {returns.data.returns.map((item) => (
            <ReturnSummary key={item.id} item={item} />
          ))}
        </ul>
      )}
    </TitledPanel>
  );
}
