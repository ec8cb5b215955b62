import { orderableRange, type Product, parseOrderQuantity, quantityRulesOf } from '@partsmith/contracts';

type OrderablePart = Pick<Product, 'quantity' | 'minimumOrderQuantity' | 'packSize' | 'maximumPerOrder'>;

/**
 * A part can be ordered while some quantity passes the contracts' quantity rules (spec §5 and pack sizes) against
 * the stock; otherwise it is out of stock. One rule: the forms, tRPC and REST check quantities with it.
 */
export function isOrderable(part: OrderablePart): boolean {
  return orderableRange(quantityRulesOf(part)) !== null;
}

/** A product form's stock and minimum as typed: true when both are whole numbers and nobody could order it. */
export function isBelowMinimum(quantity: unknown, minimum: unknown): boolean {
  const stock = parseOrderQuantity(quantity);
  const minimumOrderQuantity = parseOrderQuantity(minimum);
  return (
    stock !== null &&
    minimumOrderQuantity !== null &&
    !isOrderable({ quantity: stock, minimumOrderQuantity, packSize: 1, maximumPerOrder: null })
  );
}
