// The quantity rules without their words (quantity-problem.ts adds them), so a page that only asks "can this part be
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

/**
 * What a part allows in one order line (DESIGN §10): at least `minimum`, in whole packs of `packSize`, at most
 * `maximum` (when the shop sets one) and never more than `stock`. "Sold in packs of 50" is minimum 50, pack 50.
 */
export interface QuantityRules {
  minimum: number;
  packSize: number;
  /** The most one order may take, or null for no limit but the stock. */
  maximum: number | null;
  stock: number;
}

/** A part's rules, from its catalogue fields. */
export function quantityRulesOf(part: {
  minimumOrderQuantity: number;
  packSize: number;
  maximumPerOrder: number | null;
  quantity: number;
}): QuantityRules {
  return {
    minimum: part.minimumOrderQuantity,
    packSize: part.packSize,
    maximum: part.maximumPerOrder,
    stock: part.quantity,
  };
}

/** Each rule a quantity can break, in the order they are checked (the first one broken is the one reported). */
export type QuantityFault = 'invalid' | 'belowMinimum' | 'notWholePacks' | 'aboveMaximum' | 'aboveStock';

/** The first rule a quantity breaks; null when it can be ordered. */
export function quantityFault(value: unknown, rules: QuantityRules): QuantityFault | null {
  const quantity = parseOrderQuantity(value);
  if (quantity === null) return 'invalid';
  if (quantity < rules.minimum) return 'belowMinimum';
  if (quantity % rules.packSize !== 0) return 'notWholePacks';
  if (rules.maximum !== null && quantity > rules.maximum) return 'aboveMaximum';
  if (quantity > rules.stock) return 'aboveStock';
  return null;
}

/** The smallest and largest quantities one order can take today; null when none can be ordered. */
export function orderableRange(rules: QuantityRules): { smallest: number; largest: number } | null {
  const smallest = Math.ceil(rules.minimum / rules.packSize) * rules.packSize;
  const ceiling = Math.min(rules.stock, rules.maximum ?? Number.POSITIVE_INFINITY);
  const largest = Math.floor(ceiling / rules.packSize) * rules.packSize;
  return smallest <= largest ? { smallest, largest } : null;
}

/**
 * The orderable quantity closest to what was asked, never more than asked unless the minimum needs it: whole
 * packs rounded down, capped by maximum and stock, raised to the smallest order. Null when nothing can be ordered.
 * A cart uses it to adjust a line (and says so), never to decide silently what the buyer pays for.
 */
export function nearestOrderableQuantity(asked: number, rules: QuantityRules): number | null {
  const range = orderableRange(rules);
  if (!range) return null;
  const wholePacks = Math.floor(asked / rules.packSize) * rules.packSize;
  return Math.min(range.largest, Math.max(range.smallest, wholePacks));
}
