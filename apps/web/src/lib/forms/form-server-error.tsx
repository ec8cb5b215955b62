import type { FieldValues } from 'react-hook-form';
import { FormError } from '../../components/form-error';
import type { ZodForm } from './use-zod-form';

/** Under the form: the server's refusal that belongs to no field (`showServerError`); gone on the next submit. */
export function FormServerError<Values extends FieldValues>({ form }: { form: ZodForm<Values> }) {
  return <FormError message={form.formState.errors.root?.server?.message} />;
}
