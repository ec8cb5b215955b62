import type { Product } from '@partsmith/contracts';

export interface PurchaseSearch {
  quantity?: number;
}

/** `?quantity=`: a whole number from 1 up; anything else is left out (a plain function: docs/web-conventions.md). */
export function validatePurchaseSearch({ quantity }: Record<string, unknown>): PurchaseSearch {
  return {
    quantity:
      typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : undefined,
  };
}

/** Where the quantity starts: the one asked for, kept between the part's minimum and its stock. */
export function startingQuantity(part: Product, asked: number | undefined): number {
  const minimum = part.minimumOrderQuantity;
  return Math.max(minimum, Math.min(asked ?? minimum, part.quantity));
}
