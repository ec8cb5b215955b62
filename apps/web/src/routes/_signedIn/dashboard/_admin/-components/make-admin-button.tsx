import { MESSAGES, type User } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../../../components/ui/button';
import { errorMessage } from '../../../../../lib/error-message';
import { httpStatusOf } from '../../../../../lib/http-status';
import { useAppContext } from '../../../../../lib/use-app-context';

/** A customer row's Make admin; an admin row's inert Admin button (spec §2). */
export function MakeAdminButton({ user }: { user: User }) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const makeAdmin = useMutation(
    trpc.admin.users.makeAdmin.mutationOptions({
      // Spec §8: a 403 here says 'You are not Admin' rather than signing the user out.
      meta: { handlesAuthErrors: true },
      onSuccess: async ({ changed }) => {
        if (changed) toast.success(MESSAGES.madeAdmin);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.pathKey() });
      },
      onError: (error) => toast.error(httpStatusOf(error) === 403 ? MESSAGES.notAdmin : errorMessage(error)),
    }),
  );

  if (user.role === 'admin') {
    return (
      <Button variant="secondary" size="sm" disabled aria-disabled="true">
        Admin
      </Button>
    );
  }
  return (
    <Button size="sm" loading={makeAdmin.isPending} onClick={() => makeAdmin.mutate({ email: user.email })}>
      Make admin
    </Button>
  );
}
