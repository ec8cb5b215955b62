import { CURRENCY_SYMBOL } from './constants';

/** Money is integer cents everywhere; these are the only conversions. */
export type Cents = number;

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/** Parses a dollar amount ("12", "12.5", 12.5) into exact cents; null when it is not a non-negative amount with at most 2 decimals. */
export function dollarsToCents(value: string | number): Cents | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A whole number with US thousands separators ("1,234,567"). Not `toLocaleString`: each call builds an
 * `Intl.NumberFormat`, which the purchase page's first render paid about 14 ms for (56 ms at Lighthouse's 4x
 * slowdown, in its CPU profile).
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatCents(cents: Cents): string {
  const dollars = groupThousands(Math.floor(Math.abs(cents) / 100));
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${CURRENCY_SYMBOL}${dollars}.${rest}`;
}

/** Order total: unit price times quantity, computed the same way on the server and in the live total. */
export function lineTotalCents(unitPriceCents: Cents, quantity: number): Cents {
  return unitPriceCents * quantity;
}
