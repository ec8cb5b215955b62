import type { AuditEntry } from '@partsmith/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { usePaging } from '../../../../../lib/use-paging';
import { useTrpc } from '../../../../../lib/use-trpc';
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
    width: 'w-56',
    className: 'align-top',
  },
  {
    header: 'What',
    cell: (entry) => <code className="text-xs">{entry.action}</code>,
    width: 'w-44',
    className: 'align-top',
  },
  {
    header: 'Record',
    cell: (entry) => (
      <span title={entry.targetId}>
        {entry.targetTable} <span aria-hidden="true">{entry.targetId.slice(0, 8)}</span>
        <span className="sr-only">{entry.targetId}</span>
      </span>
    ),
    width: 'w-40',
    className: 'align-top',
  },
  { header: 'Change', cell: (entry) => <ChangeList entry={entry} />, className: 'align-top' },
];

/** The audit log (`/dashboard/audit`): every admin action, newest first. Read-only by design. */
export function AuditPage() {
  const trpc = useTrpc();
  const paging = usePaging(null);
  const entries = useQuery({
    ...trpc.admin.audit.list.queryOptions({ page: paging.page, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });

  return (
    <DashboardPage title="Audit log" intro="Who changed what, and when: every admin action, newest first.">
      <QueryTable
        query={entries}
        noun="audit entries"
        caption="Admin actions, newest first"
        captionHidden
        paging={paging}
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        empty="No admin actions yet"
      />
    </DashboardPage>
  );
}
