import { z } from 'zod';
import { MAX_AMOUNT } from '../constants';
import { dollarsToCents } from '../money';

/** Blank form fields and JSON nulls count as missing. */
function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
}

function amount(required: string, invalid: string, min: number, toNumber: (text: string | number) => number) {
  const parsed = z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return typeof present === 'string' || typeof present === 'number' ? toNumber(present) : present;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(MAX_AMOUNT, invalid),
  );
  // Forms and the legacy REST API send numbers as text: the input type says so.
  return parsed as unknown as z.ZodType<number, number | string>;
}

/** A whole number of at least `min`, given as a number or as text ("12"). */
export function wholeNumber(required: string, invalid: string, min: number) {
  // Plain decimal text only: Number() would also read "0x10", "1e3" or "Infinity".
  const toNumber = (value: string | number) =>
    typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  return amount(required, invalid, min, toNumber);
}

/** A price in dollars ("12.5", 12.5), more than 0 with at most 2 decimals, parsed into integer cents. */
export function dollarPriceInCents(required: string, invalid: string) {
  return amount(required, invalid, 1, (value) => dollarsToCents(value) ?? Number.NaN);
}

/** A whole number of at least `min`, or null (blank text, or a JSON null) for none; `invalid` for anything else. */
export function optionalWholeNumber(invalid: string, min: number) {
  const parsed = z.preprocess(
    (value) => (blankToUndefined(value) === undefined ? null : value),
    wholeNumber(invalid, invalid, min).nullable(),
  );
  return parsed as unknown as z.ZodType<number | null, number | string | null>;
}

/** An amount in dollars ("0", "4.95"), 0 or more with at most 2 decimals, parsed into integer cents. */
export function dollarAmountInCents(required: string, invalid: string) {
  return amount(required, invalid, 0, (value) => dollarsToCents(value) ?? Number.NaN);
}

/**
 * A percentage ("20", "7.25"), 0 to 100 with at most 2 decimals, parsed into basis points (hundredths of a
 * percent): the same digits as dollars into cents.
 */
export function percentInBasisPoints(required: string, invalid: string) {
  const parsed = amount(required, invalid, 0, (value) => dollarsToCents(value) ?? Number.NaN);
  return parsed.refine((basisPoints) => basisPoints <= 10_000, invalid);
}

/** A field that may be left blank (undefined then); otherwise checked by `field`. */
export function optionalField<Output, Input>(field: z.ZodType<Output, Input>) {
  const parsed = z.preprocess(blankToUndefined, field.optional());
  // Optional in the object's input and output types alike, like any `.optional()` field.
  return parsed as unknown as z.ZodOptional<z.ZodType<Output, Input | null>>;
}
