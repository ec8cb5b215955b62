import type { FailedJob } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { QueryTable } from '../../../../../components/query-table';
import { Button } from '../../../../../components/ui/button';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { pageInput, useListNavigation } from '../../../../../lib/list-search';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedRetry } from './use-confirmed-retry';

const route = getRouteApi('/_signedIn/dashboard/_admin/failedJobs');

/**
 * Failed jobs (`/dashboard/failedJobs`): mails and payment calls that failed after their last retry, newest first,
 * each with a Retry. An empty list is the normal state.
 */
export function FailedJobsPage() {
  const { trpc } = useAppContext();
  const search = route.useSearch();
  const { paging } = useListNavigation(search);
  const jobs = useSuspenseQuery(trpc.admin.jobs.failed.queryOptions(pageInput(search.page)));
  const retry = useConfirmedRetry();

  const columns: TableColumn<FailedJob>[] = [
    { header: 'Failed', cell: (job) => formatDateTime(job.failedAt), width: 'w-44' },
    {
      header: 'Job',
      cell: (job) => (
        <span className="block">
          <TruncatedText text={job.about} />
          <span className="block text-xs text-graphite-600">
            {job.name}, queued {formatDateTime(job.createdAt)}
          </span>
        </span>
      ),
    },
    { header: 'Attempts', cell: (job) => job.attempts, width: 'w-24' },
    { header: 'Last error', cell: (job) => <TruncatedText text={job.lastError} />, width: 'w-72' },
    {
      header: 'Action',
      width: 'w-28',
      cell: (job) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Retry: ${job.about}`}
          onClick={() => retry.ask(job)}
        >
          Retry
        </Button>
      ),
    },
  ];

  return (
    <DashboardPage
      title="Failed jobs"
      intro="Mails and payment calls that still failed after their last retry. Fix the cause (the mail server, the payment provider), then retry them."
    >
      <QueryTable
        query={jobs}
        caption="Failed jobs, newest first"
        paging={paging}
        columns={columns}
        empty="No failed jobs: every mail and payment call went through"
      />
      {retry.dialog}
    </DashboardPage>
  );
}
