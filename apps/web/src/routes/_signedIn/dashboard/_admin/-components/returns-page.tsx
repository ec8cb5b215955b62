import {
  formatCents,
  formatCreditNoteNumber,
  formatOrderNumber,
  RETURN_REASON_LABELS,
  type Return,
  type ReturnStatus,
  returnCreditNotePath,
} from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import { Button } from '../../../../../components/ui/button';
import { SelectField } from '../../../../../components/ui/select-field';
import type { TableColumn } from '../../../../../components/ui/table';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { useListNavigation } from '../../../../../lib/list-search';
import { useAppContext } from '../../../../../lib/use-app-context';
import { type ReturnStep, ReturnStepDialog } from './return-step-dialog';
import { returnStatusOf, returnsInput } from './returns-input';

const route = getRouteApi('/_signedIn/dashboard/_admin/returns');

const FILTERS: { value: ReturnStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'requested', label: 'Requested, to decide' },
  { value: 'approved', label: 'Approved, on their way' },
  { value: 'received', label: 'Received, to refund' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'refused', label: 'Refused' },
];

/** The next steps a return in each status allows. */
const STEPS: Record<ReturnStatus, ReturnStep[]> = {
  requested: ['approve', 'refuse'],
  approved: ['receive'],
  received: ['refund'],
  refused: [],
  refunded: [],
};
const STEP_LABELS: Record<ReturnStep, string> = {
  approve: 'Approve',
  refuse: 'Refuse',
  receive: 'Receive',
  refund: 'Refund',
};

/** Returns (`/dashboard/returns`, decision 0068): newest first; approve or refuse, receive, refund. */
export function ReturnsPage() {
  const { trpc } = useAppContext();
  const search = route.useSearch();
  const { paging, setFilters } = useListNavigation(search);
  const list = useSuspenseQuery(trpc.admin.returns.list.queryOptions(returnsInput(search)));
  const [open, setOpen] = useState<{ step: ReturnStep; item: Return; opening: number } | null>(null);
  const [shown, setShown] = useState(false);
  const ask = (step: ReturnStep, item: Return) => {
    setOpen({ step, item, opening: (open?.opening ?? 0) + 1 });
    setShown(true);
  };

  const columns: TableColumn<Return>[] = [
    { header: 'Asked', cell: (item) => formatDateTime(item.createdAt), width: 'w-36' },
    {
      header: 'Order',
      width: 'w-48',
      cell: (item) => (
        <span className="block">
          <Link
            to="/dashboard/MyOrders/$id"
            params={{ id: item.orderId }}
            className="font-medium text-accent-700 underline"
          >
            {formatOrderNumber(item.orderNumber)}
          </Link>
          <span className="block break-all text-graphite-600">{item.customer.email}</span>
        </span>
      ),
    },
    {
      header: 'Parts',
      cell: (item) => (
        <ul>
          {item.lines.map((line) => (
            <li key={line.lineNo}>
              {line.quantity} × {line.name} ({line.partNumber}){line.condition ? `: ${line.condition}` : ''}
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Reason',
      width: 'w-48',
      cell: (item) => (
        <span className="block">
          {RETURN_REASON_LABELS[item.reason]}
          {item.note && <span className="block whitespace-pre-wrap text-graphite-600">{item.note}</span>}
        </span>
      ),
    },
    {
      header: 'Status',
      width: 'w-40',
      cell: (item) => (
        <span className="block">
          <span className="font-medium capitalize">{item.status}</span>
          {item.refundCents !== null && <span className="block">{formatCents(item.refundCents)} back</span>}
          {item.adminNote && <span className="block text-graphite-600">{item.adminNote}</span>}
        </span>
      ),
    },
    {
      header: 'Action',
      width: 'w-44',
      cell: (item) => (
        <div className="flex flex-wrap gap-2">
          {STEPS[item.status].map((step) => (
            <Button
              key={step}
              size="sm"
              variant={step === 'refuse' ? 'danger' : 'secondary'}
              aria-label={`${STEP_LABELS[step]}: return for ${formatOrderNumber(item.orderNumber)}`}
              onClick={() => ask(step, item)}
            >
              {STEP_LABELS[step]}
            </Button>
          ))}
          {item.creditNoteNumber !== null && (
            <a
              href={returnCreditNotePath(item.orderId, item.id)}
              download
              className="text-accent-700 underline"
            >
              {formatCreditNoteNumber(item.creditNoteNumber)}
            </a>
          )}
        </div>
      ),
    },
  ];

  return (
    <DashboardPage
      title="Returns"
      intro="What customers asked to send back, newest first. Approve or refuse, mark the parts received, then refund; every step is in the audit log and mailed to the customer."
    >
      <SelectField
        label="Show"
        value={returnStatusOf(search.status) ?? 'all'}
        options={FILTERS}
        onChange={(status) => setFilters({ status: status === 'all' ? undefined : status })}
      />
      <QueryTable
        query={list}
        caption="Returns, newest first"
        paging={paging}
        columns={columns}
        empty="No returns with this status"
      />
      {open && (
        <ReturnStepDialog
          key={open.opening}
          step={open.step}
          item={open.item}
          open={shown}
          onClose={() => setShown(false)}
        />
      )}
    </DashboardPage>
  );
}
