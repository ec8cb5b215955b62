import { z } from 'zod';
import { MESSAGES } from '../messages';

/**
 * C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F) and lone UTF-16 surrogates. PostgreSQL cannot store
 * NUL or an unpaired surrogate (a 500 where the client made the mistake), and the rest are invisible in the shop.
 */
const NOT_ALLOWED = /[\p{Cc}\p{Cs}]/u;
/** The same, less the line breaks and tabs a multi-line text is made of. */
const NOT_ALLOWED_IN_MULTILINE = /(?![\n\t])[\p{Cc}\p{Cs}]/u;

export interface TextFieldOptions {
  /** The field as its messages name it: 'Address' in 'Address must be 300 characters or fewer'. */
  label: string;
  max: number;
  /** The message for a missing or blank value; without one the field may be blank. */
  required?: string;
  /** Line breaks and tabs allowed (descriptions, reviews, messages, addresses); Windows' \r\n is kept as \n. */
  multiline?: boolean;
}

/** Every free-text input: trimmed, at most `max` characters, and only characters a person can see or type. */
export function textField({ label, max, required, multiline = false }: TextFieldOptions) {
  let field = z.string(required === undefined ? undefined : { error: required }).trim();
  if (multiline) field = field.overwrite((value) => value.replace(/\r\n/g, '\n'));
  if (required !== undefined) field = field.min(1, required);
  const notAllowed = multiline ? NOT_ALLOWED_IN_MULTILINE : NOT_ALLOWED;
  return field
    .max(max, MESSAGES.tooLong(label, max))
    .refine((value) => !notAllowed.test(value), MESSAGES.textNotAllowed(label));
}
