import type { FieldValues, Path } from 'react-hook-form';
import { errorMessage } from '../error-message';
import { serverFieldErrors } from './server-field-errors';
import type { ZodForm } from './use-zod-form';

/**
 * A server-side rule about one of this form's fields shows under that field, and the first such field takes the
 * focus. False when the refusal named none of them (docs/web-conventions.md says where it goes then).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  form: ZodForm<Values>,
  error: unknown,
): boolean {
  const fields = Object.keys(form.getValues());
  const placed = Object.entries(serverFieldErrors(error)).filter(([name]) => fields.includes(name));
  placed.forEach(([name, message], index) => {
    form.setError(name as Path<Values>, { message }, { shouldFocus: index === 0 });
  });
  return placed.length > 0;
}

/** A refused submit: under its fields when it names them, otherwise under the form (`<FormServerError>`). */
export function showServerError<Values extends FieldValues>(form: ZodForm<Values>, error: unknown): void {
  if (!showServerFieldErrors(form, error)) form.setError('root.server', { message: errorMessage(error) });
}
