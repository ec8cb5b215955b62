import { MESSAGES } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../lib/forms/form-field';
import { FormServerError } from '../../../lib/forms/form-server-error';
import { showServerError } from '../../../lib/forms/show-server-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useAppContext } from '../../../lib/use-app-context';
import { setSignedInUser } from '../../../lib/user-session';
import { ZNewPassword } from './new-password-schema';

/** Spends the mailed link once. The server ends every session of the account, so the user logs in afresh. */
export function ResetPasswordForm({ token }: { token: string }) {
  const context = useAppContext();
  const navigate = useNavigate();
  const form = useZodForm(ZNewPassword, { password: '', confirm: '' });
  const reset = useMutation(
    context.trpc.auth.resetPassword.mutationOptions({
      onSuccess: async () => {
        setSignedInUser(context, null);
        toast.success(MESSAGES.passwordChanged);
        await navigate({ to: '/login', replace: true });
      },
      onError: (error) => showServerError(form, error),
    }),
  );
  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField
        form={form}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormField
        form={form}
        name="confirm"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" size="lg" loading={reset.isPending} className="w-full">
        Set new password
      </Button>
      {form.formState.errors.root?.server && (
        <div className="space-y-2">
          <FormServerError form={form} />
          <Link to="/login" className="text-sm font-semibold text-accent-700 underline">
            Ask for a new link from the log in page
          </Link>
        </div>
      )}
    </form>
  );
}
