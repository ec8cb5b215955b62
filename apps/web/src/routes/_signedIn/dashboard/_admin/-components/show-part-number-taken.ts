import type { FieldValues, Path } from 'react-hook-form';
import { errorMessage } from '../../../../../lib/error-message';
import type { ZodForm } from '../../../../../lib/forms/use-zod-form';
import { httpStatusOf } from '../../../../../lib/http-status';
import type { PartRulesValues } from './part-rules-values';

/**
 * The one conflict (409) a product form meets: its part number is used by another part. Shown under the part
 * number, focused; false for any other refusal.
 */
export function showPartNumberTaken<Values extends FieldValues & PartRulesValues>(
  form: ZodForm<Values>,
  error: unknown,
): boolean {
  if (httpStatusOf(error) !== 409) return false;
  form.setError('partNumber' as Path<Values>, { message: errorMessage(error) }, { shouldFocus: true });
  return true;
}
