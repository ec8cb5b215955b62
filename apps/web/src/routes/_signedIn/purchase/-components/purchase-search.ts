import { nearestOrderableQuantity, type Product, quantityRulesOf } from '@partsmith/contracts';

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

/** Where the quantity starts: the orderable quantity nearest the one asked for (the smallest order without one). */
export function startingQuantity(part: Product, asked: number | undefined): number {
  const rules = quantityRulesOf(part);
  return nearestOrderableQuantity(asked ?? rules.minimum, rules) ?? rules.minimum;
}
