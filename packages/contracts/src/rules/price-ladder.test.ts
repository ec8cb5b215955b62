import { describe, expect, it } from 'vitest';
import { nextBreakOffer, priceLadderRows, quantityRange } from './price-ladder';

// The example: 1–49 at $0.42, 50–249 at $0.36, 250+ at $0.31.
const bolts = {
  priceCents: 42,
  minimumOrderQuantity: 1,
  packSize: 1,
  maximumPerOrder: null,
  priceBreaks: [
    { minimumQuantity: 250, unitPriceCents: 31 },
    { minimumQuantity: 50, unitPriceCents: 36 },
  ],
};

describe('priceLadderRows', () => {
  it('reads the breaks as quantity ranges, fewest units first', () => {
    expect(priceLadderRows(bolts).map((row) => `${quantityRange(row)} ${row.unitPriceCents}`)).toEqual([
      '1–49 42',
      '50–249 36',
      '250+ 31',
    ]);
  });

  it('starts at the minimum order and leaves out a range nobody can order', () => {
    const rows = priceLadderRows({ ...bolts, minimumOrderQuantity: 50 });
    expect(rows.map(quantityRange)).toEqual(['50–249', '250+']);
    expect(priceLadderRows({ ...bolts, minimumOrderQuantity: 49 }).map(quantityRange)).toEqual([
      '49',
      '50–249',
      '250+',
    ]);
  });

  it('ends at the maximum per order', () => {
    expect(priceLadderRows({ ...bolts, maximumPerOrder: 300 }).map(quantityRange)).toEqual([
      '1–49',
      '50–249',
      '250–300',
    ]);
    expect(priceLadderRows({ ...bolts, maximumPerOrder: 200 }).map(quantityRange)).toEqual([
      '1–49',
      '50–200',
    ]);
  });

  it('is empty for a part with one price', () => {
    expect(priceLadderRows({ ...bolts, priceBreaks: [] })).toEqual([]);
  });
});

describe('nextBreakOffer', () => {
  it('says how many more reach the next break and the price each then', () => {
    expect(nextBreakOffer(bolts, 38, 1000)).toEqual({ moreUnits: 12, unitPriceCents: 36 });
    expect(nextBreakOffer(bolts, 50, 1000)).toEqual({ moreUnits: 200, unitPriceCents: 31 });
    expect(nextBreakOffer(bolts, 250, 1000)).toBeNull();
  });

  it('counts whole packs, and offers nothing one order cannot take', () => {
    const packs = { ...bolts, packSize: 40, minimumOrderQuantity: 40 };
    expect(nextBreakOffer(packs, 40, 1000)).toEqual({ moreUnits: 40, unitPriceCents: 36 });
    expect(nextBreakOffer(bolts, 200, 249)).toBeNull();
  });
});
