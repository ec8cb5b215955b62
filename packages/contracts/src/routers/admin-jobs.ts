import { ZFailedJob, ZFailedJobIdInput, ZFailedJobPage } from '../schemas/jobs';
import { ZPageInput } from '../schemas/pagination';
import { adminProcedure, router } from '../trpc/init';

/** Failed jobs (`/dashboard/failedJobs`): work that used up its retries, newest first, and a retry for each. */
export const adminJobsRouter = router({
  failed: adminProcedure
    .input(ZPageInput)
    .output(ZFailedJobPage)
    .query(({ ctx, input }) => ctx.services.jobs.listFailed(input)),
  retry: adminProcedure
    .input(ZFailedJobIdInput)
    .output(ZFailedJob)
    .mutation(({ ctx, input }) => ctx.services.jobs.retryFailed({ actorId: ctx.user.id, id: input.id })),
});
