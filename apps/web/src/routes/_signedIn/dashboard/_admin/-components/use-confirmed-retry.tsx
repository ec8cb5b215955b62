import type { FailedJob } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../../lib/error-message';
import { useDialogTarget } from '../../../../../lib/use-dialog-target';
import { useTrpc } from '../../../../../lib/use-trpc';

/**
 * Failed jobs' Retry: asks first, naming the job (a mail is sent, a payment call is made again), then puts it back
 * in its queue and says so. Returns `ask(job)` for the row's button and the dialog to render.
 */
export function useConfirmedRetry() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const dialogTarget = useDialogTarget<FailedJob>();
  const { target } = dialogTarget;
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.jobs.failed.pathKey() });
  const retry = useMutation(
    trpc.admin.jobs.retry.mutationOptions({
      onSuccess: async (job) => {
        toast.success(`Retrying: ${job.about}`);
        dialogTarget.close();
        await refresh();
      },
      // Retried meanwhile (by another admin, or a second click): say so and show the list as it is now.
      onError: async (error) => {
        toast.error(errorMessage(error));
        dialogTarget.close();
        await refresh();
      },
    }),
  );

  const dialog = (
    <ConfirmDialog
      open={dialogTarget.open}
      title="Run this job again?"
      message={
        target &&
        `${target.about}. It failed ${target.attempts} times (last: ${target.lastError}); it runs again now, ` +
          'with fresh retries.'
      }
      confirmLabel="Retry"
      cancelLabel="Not now"
      tone="primary"
      pending={retry.isPending}
      onCancel={dialogTarget.close}
      onConfirm={() => target && retry.mutate({ id: target.id })}
    />
  );
  return { ask: dialogTarget.show, dialog };
}
