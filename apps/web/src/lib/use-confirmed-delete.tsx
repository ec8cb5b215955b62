import { MESSAGES } from '@partsmith/contracts';
import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { errorMessage } from './error-message';
import { useDialogTarget } from './use-dialog-target';

interface ConfirmedDeleteOptions<Row, Data, Error> {
  /** A delete procedure's options (`trpc.….delete.mutationOptions()`): anything taking `{ id }`. */
  mutation: UseMutationOptions<Data, Error, { id: string }>;
  /** What to reload once a row is gone: its list, and anything else the delete changed. */
  invalidates: QueryKey[];
  /** The spec's question ('Are you sure delete this product?'). */
  question: string;
  /** The spec's label for backing out ('Close', 'NO'). */
  cancelLabel: string;
  /** Which row, in words, under the question. */
  describe: (row: Row) => ReactNode;
}

/**
 * The admin pages' delete: ask with the confirm dialog, delete, say 'Deleted' and reload the list (spec §8);
 * a refusal shows the server's reason. Returns `ask(row)` for the row's button and the dialog to render.
 */
export function useConfirmedDelete<Row extends { id: string }, Data, Error>(
  options: ConfirmedDeleteOptions<Row, Data, Error>,
) {
  const queryClient = useQueryClient();
  const dialogTarget = useDialogTarget<Row>();
  const { target } = dialogTarget;
  const remove = useMutation({
    ...options.mutation,
    onSuccess: async () => {
      toast.success(MESSAGES.deleted);
      dialogTarget.close();
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      dialogTarget.close();
    },
  });

  const dialog = (
    <ConfirmDialog
      open={dialogTarget.open}
      title={options.question}
      message={target && options.describe(target)}
      confirmLabel="delete"
      cancelLabel={options.cancelLabel}
      pending={remove.isPending}
      onCancel={dialogTarget.close}
      onConfirm={() => target && remove.mutate({ id: target.id })}
    />
  );
  return { ask: dialogTarget.show, dialog };
}
