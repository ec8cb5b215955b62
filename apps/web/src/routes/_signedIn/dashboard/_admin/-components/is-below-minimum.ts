import { parseOrderQuantity } from '@partsmith/contracts';
import { isOrderable } from '../../../../../lib/part-availability';

/**
 * A product form's stock and minimum as typed: true when both are whole numbers and nobody could order it. Here,
 * not beside `isOrderable`: the shop's pages load that on their first paint, and only the admin's forms need this.
 */
export function isBelowMinimum(quantity: unknown, minimum: unknown): boolean {
  const stock = parseOrderQuantity(quantity);
  const minimumOrderQuantity = parseOrderQuantity(minimum);
  return (
    stock !== null &&
    minimumOrderQuantity !== null &&
    !isOrderable({ quantity: stock, minimumOrderQuantity, packSize: 1, maximumPerOrder: null })
  );
}
