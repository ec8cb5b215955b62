import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginInput } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in';
import { useTrpc } from '../../../lib/use-trpc';
import { ResetPasswordButton } from './reset-password-button';

export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const trpc = useTrpc();
  const finishSignIn = useFinishSignIn(redirect);
  const form = useForm({ resolver: zodResolver(ZLoginInput), defaultValues: { email: '', password: '' } });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      // A wrong password answers 401: it belongs under this form, not to the sign-out handler.
      meta: { handlesAuthErrors: true },
      onSuccess: ({ user }) => finishSignIn(user),
    }),
  );
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <ResetPasswordButton
        getEmail={() => form.getValues('email')}
        focusEmail={() => form.setFocus('email')}
      />
      <Button type="submit" size="lg" loading={login.isPending} className="w-full">
        Log in
      </Button>
      <FormError message={login.error && errorMessage(login.error)} />
    </form>
  );
}
