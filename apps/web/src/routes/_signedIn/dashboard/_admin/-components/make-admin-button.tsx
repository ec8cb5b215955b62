import { MESSAGES, type User } from '@partsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../../components/ui/button';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../../lib/error-message';
import { httpStatusOf } from '../../../../../lib/http-status';
import { useAppContext } from '../../../../../lib/use-app-context';

/**
 * A customer row's Make admin, asked first (an admin can change and remove everything); an admin row's inert Admin
 * button (spec §2). Its own dialog rather than the page's confirmed action: the procedure takes the email (spec)
 * and a 403 says 'You are not Admin'.
 */
export function MakeAdminButton({ user }: { user: User }) {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const makeAdmin = useMutation(
    trpc.admin.users.makeAdmin.mutationOptions({
      // Spec §8: a 403 here says 'You are not Admin' rather than signing the user out.
      meta: { handlesAuthErrors: true },
      onSuccess: async ({ changed }) => {
        if (changed) toast.success(MESSAGES.madeAdmin);
        setAsking(false);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.pathKey() });
      },
      onError: (error) => {
        toast.error(httpStatusOf(error) === 403 ? MESSAGES.notAdmin : errorMessage(error));
        setAsking(false);
      },
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
    <>
      <Button size="sm" onClick={() => setAsking(true)}>
        Make admin
      </Button>
      <ConfirmDialog
        open={asking}
        title={MESSAGES.confirmMakeAdmin}
        message={`${user.email} will be able to manage products, orders and users, other admins included.`}
        confirmLabel="Make admin"
        cancelLabel="Cancel"
        tone="primary"
        pending={makeAdmin.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => makeAdmin.mutate({ email: user.email })}
      />
    </>
  );
}
