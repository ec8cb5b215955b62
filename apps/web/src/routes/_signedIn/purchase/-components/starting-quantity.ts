import { nearestOrderableQuantity, type Product, quantityRulesOf } from '@partsmith/contracts';

// Apart from purchase-search.ts, which the route's definition (in every page's first load) imports: the rules
// load with the purchase page only.
/** Where the quantity starts: the orderable quantity nearest the one asked for (the smallest order without one). */
export function startingQuantity(part: Product, asked: number | undefined): number {
  const rules = quantityRulesOf(part);
  return nearestOrderableQuantity(asked ?? rules.minimum, rules) ?? rules.minimum;
}
