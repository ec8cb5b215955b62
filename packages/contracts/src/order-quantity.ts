import { MESSAGES } from './messages';

/** Far above any real order, well inside an int4 column. */
const MAX_ORDER_QUANTITY = 1_000_000_000;

/**
 * An order quantity as the web form, tRPC and REST all read it: a whole number, or text of the digits 0–9 and
 * nothing else. No sign, spaces, decimal point, exponent, hex or other scripts' digits in text: "-3", " 12 ",
 * "12.0", "1e1", "0x10" and "٣" are no quantity (docs/decisions/0012). Null when the value is none.
 */
export function parseOrderQuantity(value: unknown): number | null {
  const quantity =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(quantity) && Math.abs(quantity) <= MAX_ORDER_QUANTITY ? quantity : null;
}

export interface OrderQuantityLimits {
  minimum: number;
  available: number;
}

/** Spec §5: the first rule a quantity breaks, in the spec's words; null when it can be ordered. */
export function orderQuantityProblem(
  value: unknown,
  { minimum, available }: OrderQuantityLimits,
): string | null {
  const quantity = parseOrderQuantity(value);
  if (quantity === null) return MESSAGES.quantityInvalid;
  if (quantity < minimum) return MESSAGES.quantityBelowMinimum(minimum);
  if (quantity > available) return MESSAGES.quantityAboveStock(available);
  return null;
}
