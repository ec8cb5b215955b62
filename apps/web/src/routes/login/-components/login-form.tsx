import { ZLoginInput } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { CredentialFields } from '../../../components/credential-fields';
import { Button } from '../../../components/ui/button';
import { FormServerError } from '../../../lib/forms/form-server-error';
import { showServerError } from '../../../lib/forms/show-server-error';
import { useDraftedZodForm } from '../../../lib/forms/use-drafted-zod-form';
import { useAppContext } from '../../../lib/use-app-context';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in';
import { ResetPasswordButton } from './reset-password-button';

export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const { trpc } = useAppContext();
  const finishSignIn = useFinishSignIn(redirect);
  const form = useDraftedZodForm('login', ZLoginInput, { email: '', password: '' });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      // A wrong password answers 401: it belongs under this form, not to the sign-out handler.
      meta: { handlesAuthErrors: true },
      onSuccess: ({ user }) => finishSignIn(user),
      onError: (error) => showServerError(form, error),
    }),
  );

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="space-y-5">
      <CredentialFields form={form} passwordAutoComplete="current-password" />
      <ResetPasswordButton
        getEmail={() => form.getValues('email')}
        focusEmail={() => form.setFocus('email')}
      />
      <Button type="submit" size="lg" loading={login.isPending} className="w-full">
        Log in
      </Button>
      <FormServerError form={form} />
    </form>
  );
}
