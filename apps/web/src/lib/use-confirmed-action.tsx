import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog, type ConfirmDialogProps } from '../components/ui/confirm-dialog';
import { errorMessage } from './error-message';
import { useDialogTarget } from './use-dialog-target';

export interface ConfirmedActionOptions<Row, Data, Error> {
  /** The procedure's options (`trpc.….mutationOptions()`): anything taking `{ id }`. */
  mutation: UseMutationOptions<Data, Error, { id: string }>;
  /** What to reload afterwards, done or refused: the list, and anything else the action changes. */
  invalidates: QueryKey[];
  title: string;
  /** Which row, in words, under the title. */
  describe: (row: Row) => ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  tone?: ConfirmDialogProps['tone'];
  /** The toast once it is done. */
  done: (data: Data) => string;
}

/**
 * The admin tables' one way to act on a row: ask with the confirm dialog, run the procedure, toast the outcome
 * (a refusal shows the server's reason) and reload what changed. Returns `ask(row)` for the row's button and the
 * dialog to render.
 */
export function useConfirmedAction<Row extends { id: string }, Data, Error>(
  options: ConfirmedActionOptions<Row, Data, Error>,
) {
  const queryClient = useQueryClient();
  const dialogTarget = useDialogTarget<Row>();
  const { target } = dialogTarget;
  const reload = () =>
    Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const action = useMutation({
    ...options.mutation,
    onSuccess: async (data) => {
      toast.success(options.done(data));
      dialogTarget.close();
      await reload();
    },
    // Refused (the row changed meanwhile): say why and show the list as it is now.
    onError: async (error) => {
      toast.error(errorMessage(error));
      dialogTarget.close();
      await reload();
    },
  });

  const dialog = (
    <ConfirmDialog
      open={dialogTarget.open}
      title={options.title}
      message={target && options.describe(target)}
      confirmLabel={options.confirmLabel}
      cancelLabel={options.cancelLabel}
      tone={options.tone}
      pending={action.isPending}
      onCancel={dialogTarget.close}
      onConfirm={() => target && action.mutate({ id: target.id })}
    />
  );
  return { ask: dialogTarget.show, dialog };
}
