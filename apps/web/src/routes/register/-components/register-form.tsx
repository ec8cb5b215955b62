import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH, ZRegisterInput } from '@partsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in';
import { useTrpc } from '../../../lib/use-trpc';

/** Registration creates the account with its display name and signs the new user in (spec §4). */
export function RegisterForm({ redirect }: { redirect: string | undefined }) {
  const trpc = useTrpc();
  const finishSignIn = useFinishSignIn(redirect);
  const form = useForm({
    resolver: zodResolver(ZRegisterInput),
    defaultValues: { name: '', email: '', password: '' },
  });
  const signUp = useMutation(
    trpc.auth.register.mutationOptions({ onSuccess: ({ user }) => finishSignIn(user) }),
  );
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => signUp.mutate(values));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field
        label="Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
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
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" loading={signUp.isPending} className="w-full">
        Register
      </Button>
      <FormError message={signUp.error && errorMessage(signUp.error)} />
    </form>
  );
}
