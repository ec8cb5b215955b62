import { createFileRoute } from '@tanstack/react-router';
import { pageInput, validatePageSearch } from '../../../../lib/list-search';
import { FailedJobsPage } from './-components/failed-jobs-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/failedJobs')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.admin.jobs.failed.queryOptions(pageInput(deps.page))),
  component: FailedJobsPage,
});
