import { MESSAGES } from '../messages';
import { PRICE_BREAKS_MAX, type PriceBreak, type PriceLadderFault, priceLadderFault } from './price-breaks';

/** What a part's own settings must agree on: its minimum, packs, maximum, price and quantity breaks. */
export interface ProductRules {
  minimumOrderQuantity: number;
  packSize: number;
  maximumPerOrder: number | null;
  priceCents: number;
  priceBreaks: readonly PriceBreak[];
}

export interface ProductRulesProblem {
  /** The form field the problem is shown under. */
  field: 'minimumOrderQuantity' | 'maximumPerOrder' | 'priceBreaks';
  message: string;
}

const LADDER_MESSAGES: Record<PriceLadderFault, string> = {
  tooMany: MESSAGES.priceBreaksTooMany(PRICE_BREAKS_MAX),
  startsAtOne: MESSAGES.priceBreakStartsAtOne,
  sameQuantityTwice: MESSAGES.priceBreakSameQuantityTwice,
  notCheaper: MESSAGES.priceBreakNotCheaper,
};

/**
 * The first way a part's settings disagree, in words that name the rule; null when they can be saved. The add and
 * edit forms, tRPC's input and the edit service (on the part as the edit leaves it) all ask this one function.
 */
export function productRulesProblem(part: ProductRules): ProductRulesProblem | null {
  if (part.minimumOrderQuantity % part.packSize !== 0)
    return { field: 'minimumOrderQuantity', message: MESSAGES.productMinimumNotWholePacks(part.packSize) };
  if (part.maximumPerOrder !== null && part.maximumPerOrder < part.minimumOrderQuantity)
    return {
      field: 'maximumPerOrder',
      message: MESSAGES.productMaximumBelowMinimum(part.minimumOrderQuantity),
    };
  const ladder = priceLadderFault(part.priceCents, part.priceBreaks);
  return ladder ? { field: 'priceBreaks', message: LADDER_MESSAGES[ladder] } : null;
}
