import { MESSAGES } from '../messages';
import { type QuantityRules, quantityFault } from './quantity-rules';

export * from './quantity-rules';

/** The first rule a quantity breaks, in words that name the rule (spec §5's and ours); null when it can be ordered. */
export function quantityProblem(value: unknown, rules: QuantityRules): string | null {
  switch (quantityFault(value, rules)) {
    case 'invalid':
      return MESSAGES.quantityInvalid;
    case 'belowMinimum':
      return MESSAGES.quantityBelowMinimum(rules.minimum);
    case 'notWholePacks':
      return MESSAGES.quantityNotWholePacks(rules.packSize);
    case 'aboveMaximum':
      return MESSAGES.quantityAboveMaximum(rules.maximum ?? 0);
    case 'aboveStock':
      return MESSAGES.quantityAboveStock(rules.stock);
    default:
      return null;
  }
}
