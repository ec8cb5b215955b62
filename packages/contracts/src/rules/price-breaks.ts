/**
 * Quantity breaks (DESIGN §10): from `minimumQuantity` units on, each unit costs `unitPriceCents`. Below the first
 * break the part's own price applies; the deepest break reached wins.
 */
export interface PriceBreak {
  minimumQuantity: number;
  unitPriceCents: number;
}

/** The most breaks one part may have: a ladder a buyer can read at a glance. */
export const PRICE_BREAKS_MAX = 8;

/** Breaks in the order they apply, fewest units first. */
function ascending(breaks: readonly PriceBreak[]): PriceBreak[] {
  return [...breaks].sort((a, b) => a.minimumQuantity - b.minimumQuantity);
}

/** What one unit costs when `quantity` units are bought. */
export function unitPriceCents(
  basePriceCents: number,
  breaks: readonly PriceBreak[],
  quantity: number,
): number {
  let price = basePriceCents;
  for (const step of ascending(breaks)) if (quantity >= step.minimumQuantity) price = step.unitPriceCents;
  return price;
}

/** The next break above `quantity`: how many more units reach it and what each then costs; null past the last. */
export function nextPriceBreak(
  breaks: readonly PriceBreak[],
  quantity: number,
): { moreUnits: number; unitPriceCents: number } | null {
  const next = ascending(breaks).find((step) => step.minimumQuantity > quantity);
  return next ? { moreUnits: next.minimumQuantity - quantity, unitPriceCents: next.unitPriceCents } : null;
}

export type PriceLadderFault = 'tooMany' | 'startsAtOne' | 'sameQuantityTwice' | 'notCheaper';

/**
 * Why a ladder cannot be saved, or null. Each break must start above 1 unit (1 unit pays the part's price), at
 * its own quantity, and cost less per unit than the step before it: buying more never costs more per unit.
 */
export function priceLadderFault(
  basePriceCents: number,
  breaks: readonly PriceBreak[],
): PriceLadderFault | null {
  if (breaks.length > PRICE_BREAKS_MAX) return 'tooMany';
  let previous = { minimumQuantity: 1, unitPriceCents: basePriceCents };
  for (const step of ascending(breaks)) {
    if (step.minimumQuantity <= 1) return 'startsAtOne';
    if (step.minimumQuantity === previous.minimumQuantity) return 'sameQuantityTwice';
    if (step.unitPriceCents >= previous.unitPriceCents) return 'notCheaper';
    previous = step;
  }
  return null;
}
