import { MESSAGES } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/error-message';
import { useTrpc } from '../../../lib/use-trpc';

/**
 * Sends the CONTACT US form to the shop's inbox (`contact.send`): 'Sent your mail' and `onSent` when stored; the
 * server's reason otherwise (too many messages from this visitor, a bad address).
 */
export function useSendContactMessage({ onSent }: { onSent: () => void }) {
  const trpc = useTrpc();
  return useMutation(
    trpc.contact.send.mutationOptions({
      onSuccess: () => {
        toast.success(MESSAGES.contactSent);
        onSent();
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
}
