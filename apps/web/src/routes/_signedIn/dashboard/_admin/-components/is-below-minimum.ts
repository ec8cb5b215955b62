import { orderableRange, parseOrderQuantity } from '@partsmith/contracts';

/** A product form's stock and minimum as typed: true when both are whole numbers and nobody could order it. */
export function isBelowMinimum(quantity: unknown, minimum: unknown): boolean {
  const stock = parseOrderQuantity(quantity);
  const minimumOrderQuantity = parseOrderQuantity(minimum);
  return (
    stock !== null &&
    minimumOrderQuantity !== null &&
    orderableRange({ minimum: minimumOrderQuantity, packSize: 1, maximum: null, stock }) === null
  );
}
