import type { FieldValues, Path } from 'react-hook-form';
import { errorMessage } from '../error-message';
import { serverFieldErrors } from './server-field-errors';
import type { ZodForm } from './use-zod-form';

/**
 * Puts a refused submit where the user looks (docs/web-conventions.md): a server-side rule about one of this
 * form's fields under that field, focused; any other refusal under the form (`<FormServerError>`).
 */
export function showServerError<Values extends FieldValues>(form: ZodForm<Values>, error: unknown): void {
  const fields = Object.keys(form.getValues());
  const placed = Object.entries(serverFieldErrors(error)).filter(([name]) => fields.includes(name));
  if (placed.length === 0) {
    form.setError('root.server', { message: errorMessage(error) });
    return;
  }
  placed.forEach(([name, message], index) => {
    form.setError(name as Path<Values>, { message }, { shouldFocus: index === 0 });
  });
}
