import type { Product } from '../schemas/catalog';
import { type PriceBreak, unitPriceCents } from './price-breaks';

type PricedPart = Pick<
  Product,
  'priceCents' | 'priceBreaks' | 'minimumOrderQuantity' | 'packSize' | 'maximumPerOrder'
>;

/** One line of a part's price ladder: from `from` units up to `to` (null: and more), at `unitPriceCents` each. */
export interface PriceLadderRow {
  from: number;
  to: number | null;
  unitPriceCents: number;
}

const ascending = (breaks: readonly PriceBreak[]) =>
  [...breaks].sort((a, b) => a.minimumQuantity - b.minimumQuantity);

/**
 * The part's price and its quantity breaks as quantity ranges ("1–49", "50–249", "250+"), from its minimum order
 * up to its maximum per order: a range nobody can order is not shown. Empty when the part has no breaks (one price
 * says it all).
 */
export function priceLadderRows(part: PricedPart): PriceLadderRow[] {
  if (part.priceBreaks.length === 0) return [];
  const steps = [{ minimumQuantity: 1, unitPriceCents: part.priceCents }, ...ascending(part.priceBreaks)];
  const most = part.maximumPerOrder;
  return steps
    .map((step, index) => {
      const next = steps[index + 1];
      const end = next ? next.minimumQuantity - 1 : null;
      return {
        from: Math.max(step.minimumQuantity, part.minimumOrderQuantity),
        to: most === null ? end : Math.min(end ?? most, most),
        unitPriceCents: step.unitPriceCents,
      };
    })
    .filter((row) => row.to === null || row.to >= row.from);
}

/** "1–49", "250+", or "50" for a range of one quantity. */
export function quantityRange({ from, to }: PriceLadderRow): string {
  if (to === null) return `${from}+`;
  return from === to ? String(from) : `${from}–${to}`;
}

/**
 * What ordering more would save: the next break reached in whole packs, how many more units that is and the price
 * each then; null past the last break, or when that many cannot be ordered (`largest`: the most one order takes).
 */
export function nextBreakOffer(
  part: PricedPart,
  quantity: number,
  largest: number,
): { moreUnits: number; unitPriceCents: number } | null {
  const next = ascending(part.priceBreaks).find((step) => step.minimumQuantity > quantity);
  if (!next) return null;
  const target = Math.ceil(next.minimumQuantity / part.packSize) * part.packSize;
  if (target > largest) return null;
  return {
    moreUnits: target - quantity,
    unitPriceCents: unitPriceCents(part.priceCents, part.priceBreaks, target),
  };
}
