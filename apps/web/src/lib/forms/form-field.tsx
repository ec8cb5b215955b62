import type { FieldValues, Path } from 'react-hook-form';
import { Field, type UnboundFieldProps } from '../../components/ui/field';
import type { ZodForm } from './use-zod-form';

type FormFieldProps<Values extends FieldValues> = UnboundFieldProps & {
  form: ZodForm<Values>;
  name: Path<Values>;
};

/** A `<Field>` bound to its form by name alone: registered, and showing its own error (the schema's or the server's). */
export function FormField<Values extends FieldValues>({ form, name, ...props }: FormFieldProps<Values>) {
  const { error } = form.getFieldState(name, form.formState);
  return <Field {...props} error={error?.message} {...form.register(name)} />;
}
