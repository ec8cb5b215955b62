import type { Services } from '@partsmith/contracts/router';
import type { JobsDependencies } from '../service-dependencies';
import { listFailedJobs } from './list-failed-jobs';
import { retryFailedJob } from './retry-failed-job';

/** The admin's view of durable work that used up its retries, bound to its dependencies. */
export function createJobsService({ db, jobs }: JobsDependencies): Pick<Services, 'jobs'> {
  return {
    jobs: {
      listFailed: (input) => listFailedJobs({ jobs, input }),
      retryFailed: ({ actorId, id }) => retryFailedJob({ db, jobs, actorId, id }),
    },
  };
}
