import { MESSAGES } from './messages';
import { type OrderQuantityLimits, orderQuantityFault } from './order-quantity-rule';

export * from './order-quantity-rule';

/** Spec §5: the first rule a quantity breaks, in the spec's words; null when it can be ordered. */
export function orderQuantityProblem(value: unknown, limits: OrderQuantityLimits): string | null {
  switch (orderQuantityFault(value, limits)) {
    case 'invalid':
      return MESSAGES.quantityInvalid;
    case 'belowMinimum':
      return MESSAGES.quantityBelowMinimum(limits.minimum);
    case 'aboveStock':
      return MESSAGES.quantityAboveStock(limits.available);
    default:
      return null;
  }
}
