import { orderableRange, type Product, quantityRulesOf } from '@partsmith/contracts';

type OrderablePart = Pick<Product, 'quantity' | 'minimumOrderQuantity' | 'packSize' | 'maximumPerOrder'>;

/**
 * A part can be ordered while some quantity passes the contracts' quantity rules (spec §5 and pack sizes) against
 * the stock; otherwise it is out of stock. One rule: the forms, tRPC and REST check quantities with it.
 */
export function isOrderable(part: OrderablePart): boolean {
  return orderableRange(quantityRulesOf(part)) !== null;
}
