import type { FailedJob, Page, PageInput } from '@partsmith/contracts';
import type { JobRunner } from './start-job-queue';

/** The admins' "Failed jobs" list, newest first, one page of it. */
export async function listFailedJobs({
  jobs,
  input,
}: {
  jobs: Pick<JobRunner, 'failedJobs'>;
  input: PageInput;
}): Promise<Page<FailedJob>> {
  const failed = await jobs.failedJobs();
  const start = (input.page - 1) * input.pageSize;
  return { items: failed.slice(start, start + input.pageSize), total: failed.length };
}
