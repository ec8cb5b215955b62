import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPriceBreak, type PriceBreak, priceLadderFault, unitPriceCents } from './price-breaks';

// The example: 1–49 at $0.42, 50–249 at $0.36, 250+ at $0.31.
const ladder: PriceBreak[] = [
  { minimumQuantity: 250, unitPriceCents: 31 },
  { minimumQuantity: 50, unitPriceCents: 36 },
];

describe('quantity breaks', () => {
  it('charge the deepest break reached, whatever order they were given in', () => {
    expect(unitPriceCents(42, ladder, 1)).toBe(42);
    expect(unitPriceCents(42, ladder, 49)).toBe(42);
    expect(unitPriceCents(42, ladder, 50)).toBe(36);
    expect(unitPriceCents(42, ladder, 249)).toBe(36);
    expect(unitPriceCents(42, ladder, 250)).toBe(31);
    expect(unitPriceCents(42, [], 10_000)).toBe(42);
  });

  it('tell how many more units reach the next break, and nothing past the last', () => {
    expect(nextPriceBreak(ladder, 38)).toEqual({ moreUnits: 12, unitPriceCents: 36 });
    expect(nextPriceBreak(ladder, 50)).toEqual({ moreUnits: 200, unitPriceCents: 31 });
    expect(nextPriceBreak(ladder, 250)).toBeNull();
  });

  it('refuse a ladder where buying more costs more, or that is not a ladder', () => {
    expect(priceLadderFault(42, ladder)).toBeNull();
    expect(priceLadderFault(42, [{ minimumQuantity: 10, unitPriceCents: 42 }])).toBe('notCheaper');
    expect(priceLadderFault(42, [...ladder, { minimumQuantity: 100, unitPriceCents: 37 }])).toBe(
      'notCheaper',
    );
    expect(priceLadderFault(42, [...ladder, { minimumQuantity: 50, unitPriceCents: 35 }])).toBe(
      'sameQuantityTwice',
    );
    expect(priceLadderFault(42, [{ minimumQuantity: 1, unitPriceCents: 40 }])).toBe('startsAtOne');
    const long = Array.from({ length: 9 }, (_, i) => ({
      minimumQuantity: 10 * (i + 1),
      unitPriceCents: 40 - i,
    }));
    expect(priceLadderFault(42, long)).toBe('tooMany');
  });

  it('on any ladder that can be saved, buying more never costs more per unit', () => {
    const anyBreak = fc.record({
      minimumQuantity: fc.integer({ min: 1, max: 1000 }),
      unitPriceCents: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(anyBreak, { maxLength: 8 }),
        fc.integer({ min: 1, max: 1500 }),
        (base, breaks, quantity) => {
          fc.pre(priceLadderFault(base, breaks) === null);
          expect(unitPriceCents(base, breaks, quantity + 1)).toBeLessThanOrEqual(
            unitPriceCents(base, breaks, quantity),
          );
        },
      ),
    );
  });
});
