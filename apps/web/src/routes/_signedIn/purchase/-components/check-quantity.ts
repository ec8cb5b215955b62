import { MESSAGES } from '@partsmith/contracts';

/** The typed quantity as a whole number (negative too, so "-3" reads as too few), or null when it is none. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d{1,10}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Spec §5: the first rule a quantity breaks, as the spec words it; null when it can be ordered. */
export function checkQuantity(text: string, minimum: number, available: number): string | null {
  const quantity = parseQuantity(text);
  if (quantity === null) return MESSAGES.quantityInvalid;
  if (quantity < minimum) return MESSAGES.quantityBelowMinimum(minimum);
  if (quantity > available) return MESSAGES.quantityAboveStock(available);
  return null;
}
