import { AppError, type FailedJob, MESSAGES } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { recordAudit } from '../audit/record-audit';
import type { JobRunner } from './start-job-queue';

export interface RetryFailedJobOptions {
  db: Database;
  jobs: Pick<JobRunner, 'retryFailed' | 'wake'>;
  actorId: string;
  id: string;
}

/**
 * Admin: a failed job goes back to its queue with fresh retries, audited in the same transaction; a second click
 * finds it gone from the list (NOT_FOUND) instead of queueing it twice.
 */
export async function retryFailedJob({ db, jobs, actorId, id }: RetryFailedJobOptions): Promise<FailedJob> {
  const retried = await db.transaction(async (tx) => {
    const job = await jobs.retryFailed(tx, id);
    if (!job) throw new AppError('NOT_FOUND', MESSAGES.failedJobNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'job.retry',
      targetTable: 'pgboss.job',
      targetId: id,
      before: { state: 'failed', name: job.name, attempts: job.attempts, lastError: job.lastError },
      after: { state: 'created' },
    });
    return job;
  });
  jobs.wake();
  return retried;
}
