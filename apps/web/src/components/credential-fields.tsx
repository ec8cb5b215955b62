import type { Path } from 'react-hook-form';
import { FormField } from '../lib/forms/form-field';
import type { ZodForm } from '../lib/forms/use-zod-form';

interface Credentials {
  email: string;
  password: string;
}

interface CredentialFieldsProps<Values extends Credentials> {
  form: ZodForm<Values>;
  /** 'current-password' to log in, 'new-password' to register: password managers fill or suggest by it. */
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
}

/** The email and password fields that log in and register share. */
export function CredentialFields<Values extends Credentials>({
  form,
  passwordAutoComplete,
  passwordHint,
}: CredentialFieldsProps<Values>) {
  // Every form with these fields has these two paths; TypeScript cannot see that through the generic.
  const email = 'email' as Path<Values>;
  const password = 'password' as Path<Values>;
  return (
    <>
      <FormField form={form} name={email} label="Email" type="email" autoComplete="email" required />
      <FormField
        form={form}
        name={password}
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        required
        hint={passwordHint}
      />
    </>
  );
}
