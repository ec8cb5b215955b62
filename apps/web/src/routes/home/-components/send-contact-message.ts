import { type ContactInput, MESSAGES } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/error-message';
import { showServerFieldErrors } from '../../../lib/forms/show-server-error';
import type { ZodForm } from '../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../lib/use-app-context';

/**
 * Sends the CONTACT US form to the shop's inbox (`contact.send`): 'Sent your mail' and an empty form when stored.
 * A refused field (a bad address) shows under it; any other refusal (too many messages) is a toast, as the spec's
 * contact form reports everything.
 */
export function useSendContactMessage(form: ZodForm<ContactInput>) {
  const { trpc } = useAppContext();
  return useMutation(
    trpc.contact.send.mutationOptions({
      onSuccess: () => {
        toast.success(MESSAGES.contactSent);
        form.reset();
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error)) toast.error(errorMessage(error));
      },
    }),
  );
}
