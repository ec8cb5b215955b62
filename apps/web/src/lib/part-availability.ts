import type { Product } from '@partsmith/contracts';

/** A part can be ordered while at least its minimum order is in stock; below that it is out of stock. */
export function isOrderable(part: Pick<Product, 'quantity' | 'minimumOrderQuantity'>): boolean {
  return part.quantity >= part.minimumOrderQuantity;
}
