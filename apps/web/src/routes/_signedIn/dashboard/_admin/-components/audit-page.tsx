import type { AuditEntry } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { pageInput, useListNavigation } from '../../../../../lib/list-search';
import { useAppContext } from '../../../../../lib/use-app-context';
import { describeChange } from './describe-change';

/** As tRPC types the answer: JSON cannot say "present but unknown", so `before` and `after` become optional. */
type AuditRow = Omit<AuditEntry, 'before' | 'after'> & Partial<Pick<AuditEntry, 'before' | 'after'>>;

function ChangeList({ entry }: { entry: AuditRow }) {
  const lines = describeChange(entry.before, entry.after);
  if (lines.length === 0) return <span className="text-graphite-600">No field changed</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** What a record of each audited table is, in words. */
const RECORD_KINDS: Record<string, string> = {
  users: 'User',
  orders: 'Order',
  products: 'Product',
  'pgboss.job': 'Failed job',
  shipping_zones: 'Shipping zone',
  shipping_methods: 'Shipping method',
  tax_rates: 'Tax rate',
};

const COLUMNS: TableColumn<AuditRow>[] = [
  {
    header: 'When',
    cell: (entry) => formatDateTime(entry.createdAt),
    width: 'w-44',
    className: 'align-top',
  },
  {
    header: 'Who',
    cell: (entry) => <TruncatedText text={entry.actorEmail} />,
    width: 'w-48',
    className: 'align-top',
  },
  {
    header: 'What',
    cell: (entry) => <code className="text-xs">{entry.action}</code>,
    width: 'w-36',
    className: 'align-top',
  },
  {
    header: 'Record',
    cell: (entry) => (
      <span className="block">
        <span className="block text-xs text-graphite-600">
          {RECORD_KINDS[entry.targetTable] ?? entry.targetTable}
        </span>
        {entry.targetName ?? (
          // The record is gone: its id is all there is to go by.
          <span className="font-mono text-xs wrap-anywhere">{entry.targetId}</span>
        )}
      </span>
    ),
    width: 'w-48',
    className: 'align-top wrap-anywhere',
  },
  { header: 'Change', cell: (entry) => <ChangeList entry={entry} />, className: 'align-top' },
];

const route = getRouteApi('/_signedIn/dashboard/_admin/audit');

/** The audit log (`/dashboard/audit`): every admin action, newest first. Read-only by design. */
export function AuditPage() {
  const { trpc } = useAppContext();
  const search = route.useSearch();
  const { paging } = useListNavigation(search);
  const entries = useSuspenseQuery(trpc.admin.audit.list.queryOptions(pageInput(search.page)));

  return (
    <DashboardPage title="Audit log" intro="Who changed what, and when: every admin action, newest first.">
      <QueryTable
        query={entries}
        caption="Admin actions, newest first"
        paging={paging}
        columns={COLUMNS}
        empty="No admin actions yet"
      />
    </DashboardPage>
  );
}
