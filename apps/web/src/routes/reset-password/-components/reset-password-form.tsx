import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useRouterContext } from '../../../lib/use-router-context';
import { setSignedInUser } from '../../../lib/user-session';
import { ZNewPassword } from './new-password-schema';

/** Spends the mailed link once. The server ends every session of the account, so the user logs in afresh. */
export function ResetPasswordForm({ token }: { token: string }) {
  const context = useRouterContext();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(ZNewPassword), defaultValues: { password: '', confirm: '' } });
  const reset = useMutation(
    context.trpc.auth.resetPassword.mutationOptions({
      onSuccess: async () => {
        setSignedInUser(context, null);
        toast.success(MESSAGES.passwordChanged);
        await navigate({ to: '/login', replace: true });
      },
    }),
  );
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <Button type="submit" size="lg" loading={reset.isPending} className="w-full">
        Set new password
      </Button>
      {reset.error && (
        <div className="space-y-2">
          <FormError message={errorMessage(reset.error)} />
          <Link to="/login" className="text-sm font-semibold text-accent-700 underline">
            Ask for a new link from the log in page
          </Link>
        </div>
      )}
    </form>
  );
}
