import type { FailedJob } from '@partsmith/contracts';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedAction } from '../../../../../lib/use-confirmed-action';

/** Failed jobs' Retry: asks first, naming the job (a mail is sent, a payment call is made again). */
export function useConfirmedRetry() {
  const { trpc } = useAppContext();
  return useConfirmedAction({
    mutation: trpc.admin.jobs.retry.mutationOptions(),
    invalidates: [trpc.admin.jobs.failed.pathKey()],
    title: 'Run this job again?',
    describe: (job: FailedJob) =>
      `${job.about}. It failed ${job.attempts} times (last: ${job.lastError}); it runs again now, ` +
      'with fresh retries.',
    confirmLabel: 'Retry',
    cancelLabel: 'Not now',
    tone: 'primary',
    done: (job) => `Retrying: ${job.about}`,
  });
}
