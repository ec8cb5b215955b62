import { MESSAGES, type Order, type Profile } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../../lib/error-message';
import { useAppContext } from '../../../../lib/use-app-context';
import { profileWithContact } from './profile-contact';

/** Saves the phone and address an order was placed with to the profile, through the profile's own update. */
export function useSaveContact(profile: Profile) {
  const { trpc, queryClient } = useAppContext();
  const update = useMutation(
    trpc.users.updateProfile.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() });
        toast.success(MESSAGES.profileUpdated);
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  return (order: Order) => {
    const fields = profileWithContact(profile, { phone: order.phone, address: order.address });
    if (fields) update.mutate(fields);
  };
}
