import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { showServerError } from '../../../../../lib/forms/show-server-error';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';

/**
 * Saves a dialog's form: on success a toast, the list reloaded and the dialog closed; a refusal under its field or
 * the form (docs/web-conventions.md).
 */
export function useSavingForm<Values extends FieldValues, Data>({
  form,
  save,
  invalidates,
  done,
  onDone,
}: {
  form: ZodForm<Values>;
  save: (values: Values) => Promise<Data>;
  invalidates: QueryKey;
  done: (data: Data) => string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (data) => {
      toast.success(done(data));
      onDone();
      await queryClient.invalidateQueries({ queryKey: invalidates });
    },
    onError: (error) => showServerError(form, error),
  });
}
