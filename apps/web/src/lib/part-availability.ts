import { orderQuantityFault, type Product, parseOrderQuantity } from '@partsmith/contracts';

/**
 * A part can be ordered while its minimum order passes the contracts' quantity rule (spec §5) against the stock;
 * below that it is out of stock. One rule: the form, tRPC and REST check quantities with the same function.
 */
export function isOrderable(part: Pick<Product, 'quantity' | 'minimumOrderQuantity'>): boolean {
  const { quantity, minimumOrderQuantity: minimum } = part;
  return orderQuantityFault(minimum, { minimum, available: quantity }) === null;
}

/** A product form's stock and minimum as typed: true when both are whole numbers and nobody could order it. */
export function isBelowMinimum(quantity: unknown, minimum: unknown): boolean {
  const stock = parseOrderQuantity(quantity);
  const minimumOrderQuantity = parseOrderQuantity(minimum);
  return (
    stock !== null && minimumOrderQuantity !== null && !isOrderable({ quantity: stock, minimumOrderQuantity })
  );
}
