import { MESSAGES, type User } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../../lib/error-message';
import { httpStatusOf } from '../../../../../lib/http-status';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useDialogTarget } from '../../../../../lib/use-dialog-target';

/**
 * All Users' Make admin, asked first (an admin can change and remove everything). Not `useConfirmedAction`: the
 * procedure takes the email (spec), and a 403 says 'You are not Admin' (spec §8) rather than signing out.
 * Returns `ask(user)` for the row's button and the page's one dialog.
 */
export function useConfirmedMakeAdmin() {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const dialogTarget = useDialogTarget<User>();
  const { target } = dialogTarget;
  const makeAdmin = useMutation(
    trpc.admin.users.makeAdmin.mutationOptions({
      meta: { handlesAuthErrors: true },
      onSuccess: async ({ changed }) => {
        if (changed) toast.success(MESSAGES.madeAdmin);
        dialogTarget.close();
        await queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.pathKey() });
      },
      onError: (error) => {
        toast.error(httpStatusOf(error) === 403 ? MESSAGES.notAdmin : errorMessage(error));
        dialogTarget.close();
      },
    }),
  );

  const dialog = (
    <ConfirmDialog
      open={dialogTarget.open}
      title={MESSAGES.confirmMakeAdmin}
      message={
        target && `${target.email} will be able to manage products, orders and users, other admins included.`
      }
      confirmLabel="Make admin"
      cancelLabel="Cancel"
      tone="primary"
      pending={makeAdmin.isPending}
      onCancel={dialogTarget.close}
      onConfirm={() => target && makeAdmin.mutate({ email: target.email })}
    />
  );
  return { ask: dialogTarget.show, dialog };
}
