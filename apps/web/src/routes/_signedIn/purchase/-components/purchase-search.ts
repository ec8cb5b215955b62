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
