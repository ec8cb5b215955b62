// The quantity rule without its words (order-quantity.ts adds them), so a page that only asks "can this part be
// ordered?" loads no messages.

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

export type OrderQuantityFault = 'invalid' | 'belowMinimum' | 'aboveStock';

/** Spec §5: the first rule a quantity breaks; null when it can be ordered. */
export function orderQuantityFault(
  value: unknown,
  { minimum, available }: OrderQuantityLimits,
): OrderQuantityFault | null {
  const quantity = parseOrderQuantity(value);
  if (quantity === null) return 'invalid';
  if (quantity < minimum) return 'belowMinimum';
  if (quantity > available) return 'aboveStock';
  return null;
}
