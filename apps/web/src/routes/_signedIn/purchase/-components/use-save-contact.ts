import { MESSAGES, type Order } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../../lib/error-message';
import { useAppContext } from '../../../../lib/use-app-context';

/**
 * Saves the phone and address an order was placed with to the profile, alone: the rest of the profile may still
 * be incomplete. The answer is the profile as saved, so it replaces the cached one without another request.
 */
export function useSaveContact() {
  const { trpc, queryClient } = useAppContext();
  const update = useMutation(
    trpc.users.updateContact.mutationOptions({
      onSuccess: (profile) => {
        queryClient.setQueryData(trpc.users.profile.queryKey(), profile);
        toast.success(MESSAGES.profileUpdated);
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  return (order: Order) => update.mutate({ phone: order.phone, address: order.address });
}
