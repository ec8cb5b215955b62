import { MESSAGES, MIN_PASSWORD_LENGTH, ZRegisterInput } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CredentialFields } from '../../../components/credential-fields';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../lib/forms/form-field';
import { FormServerError } from '../../../lib/forms/form-server-error';
import { showServerError } from '../../../lib/forms/show-server-error';
import { useDraftedZodForm } from '../../../lib/forms/use-drafted-zod-form';
import { useAppContext } from '../../../lib/use-app-context';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in';

/**
 * Registration creates the account with its display name and signs the new user in (spec §4); the toast says a
 * verification link is in the mail, since the page the user lands on says nothing about it.
 */
export function RegisterForm({ redirect }: { redirect: string | undefined }) {
  const { trpc } = useAppContext();
  const finishSignIn = useFinishSignIn(redirect);
  const form = useDraftedZodForm('register', ZRegisterInput, { name: '', email: '', password: '' });
  const signUp = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: async ({ user }) => {
        toast.success(MESSAGES.registeredCheckEmail(user.email));
        await finishSignIn(user);
      },
      onError: (error) => showServerError(form, error),
    }),
  );

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signUp.mutate(values))} className="space-y-5">
      <FormField form={form} name="name" label="Name" autoComplete="name" required />
      <CredentialFields
        form={form}
        passwordAutoComplete="new-password"
        passwordHint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <Button type="submit" size="lg" loading={signUp.isPending} className="w-full">
        Register
      </Button>
      <FormServerError form={form} />
    </form>
  );
}
