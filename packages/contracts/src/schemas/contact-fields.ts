import { z } from 'zod';
import { MESSAGES } from '../messages';
import { textField } from './text-fields';

/** Digits with the separators people write between them, and one + in front (`+44 (0)20 7946-0018`, `030/1234567`). */
const PHONE_CHARACTERS = /^\+?[0-9\s()./-]+$/u;
/** E.164 numbers have at most 15 digits; 7 admits a short local number with its area code (a small country's with +). */
const PHONE_DIGITS = { min: 7, max: 15 };

/** A number someone could dial: only ASCII digits count, as for quantities (docs/decisions/0012). */
function isPlausiblePhone(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/**
 * Something a courier could read: 5 characters or more, 2 of them letters of any script. Digits and words are not
 * required, since real addresses go without either (`Rose Cottage, Bibury`; `東京都港区芝公園`).
 */
function isPlausibleAddress(value: string): boolean {
  return [...value].length >= 5 && (value.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

// A blank value gets the spec's own "… is required" alone, so the format message waits for something typed.
export const ZPhone = textField({ label: 'Phone', required: MESSAGES.phoneRequired, max: 40 }).refine(
  (value) => value === '' || isPlausiblePhone(value),
  MESSAGES.phoneImplausible,
);
export const ZAddress = textField({
  label: 'Address',
  required: MESSAGES.addressRequired,
  max: 300,
  multiline: true,
}).refine((value) => value === '' || isPlausibleAddress(value), MESSAGES.addressImplausible);

/**
 * Where an order goes and who to call about it: the order form's fields, saved in the profile too. A module of
 * its own so the order form's chunk builds these schemas alone, not every order and catalogue schema.
 */
export const ZContactFields = z.object({ phone: ZPhone, address: ZAddress });
export type ContactFields = z.infer<typeof ZContactFields>;
