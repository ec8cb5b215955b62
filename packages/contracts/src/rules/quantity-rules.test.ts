import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantityProblem } from './quantity-problem';
import {
  nearestOrderableQuantity,
  orderableRange,
  parseOrderQuantity,
  type QuantityRules,
  quantityFault,
} from './quantity-rules';

describe('parseOrderQuantity', () => {
  it('reads whole numbers and text of ASCII digits only', () => {
    expect(parseOrderQuantity(12)).toBe(12);
    expect(parseOrderQuantity('12')).toBe(12);
    expect(parseOrderQuantity('012')).toBe(12);
    expect(parseOrderQuantity('0')).toBe(0);
    expect(parseOrderQuantity(-3)).toBe(-3);
    expect(parseOrderQuantity(1_000_000_000)).toBe(1_000_000_000);
  });

  it.each(
    [
      '0x10',
      '1e1',
      ' 12 ',
      '12 ',
      '12.0',
      '-3',
      '+12',
      '',
      'Infinity',
      'NaN',
      '٣',
      '１２',
      '1_000',
      '12abc',
      '9'.repeat(11),
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1_000_000_001,
      null,
      undefined,
      true,
      [12],
      { valueOf: () => 12 },
    ].map((value) => [value]),
  )('reads %j as no quantity', (value) => {
    expect(parseOrderQuantity(value)).toBeNull();
  });
});

describe('quantityProblem', () => {
  const rules: QuantityRules = { minimum: 2, packSize: 1, maximum: null, stock: 5 };

  it('answers the first rule a quantity breaks, in the spec’s words', () => {
    expect(quantityProblem('abc', rules)).toBe('Please Enter Valid number');
    expect(quantityProblem('-3', rules)).toBe('Please Enter Valid number');
    expect(quantityProblem(-3, rules)).toBe('Your quantity lower than 2');
    expect(quantityProblem('1', rules)).toBe('Your quantity lower than 2');
    expect(quantityProblem(6, rules)).toBe('Your quantity higher than 5');
    expect(quantityProblem('6', { ...rules, minimum: 10 })).toBe('Your quantity lower than 10');
  });

  it('names the pack size and the most per order', () => {
    const packs: QuantityRules = { minimum: 50, packSize: 50, maximum: 200, stock: 1000 };
    expect(quantityProblem(60, packs)).toBe('Sold in packs of 50: order a multiple of 50');
    expect(quantityProblem(250, packs)).toBe('At most 200 per order');
    expect(quantityProblem(1050, { ...packs, maximum: null })).toBe('Your quantity higher than 1000');
  });

  it('has nothing to say from the minimum up to the stock', () => {
    for (const quantity of [2, '3', 5]) expect(quantityProblem(quantity, rules)).toBeNull();
  });
});

const anyRules = fc
  .record({
    minimum: fc.integer({ min: 1, max: 500 }),
    packSize: fc.integer({ min: 1, max: 100 }),
    maximum: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
    stock: fc.integer({ min: 0, max: 5000 }),
  })
  .filter((rules) => rules.maximum === null || rules.maximum >= rules.minimum);

describe('the orderable range and the nearest orderable quantity', () => {
  it('the ends of the range break no rule, and nothing outside it is orderable', () => {
    fc.assert(
      fc.property(anyRules, fc.integer({ min: 0, max: 6000 }), (rules, quantity) => {
        const range = orderableRange(rules);
        if (range) {
          expect(quantityFault(range.smallest, rules)).toBeNull();
          expect(quantityFault(range.largest, rules)).toBeNull();
        }
        if (quantityFault(quantity, rules) === null) {
          expect(range).not.toBeNull();
          expect(quantity).toBeGreaterThanOrEqual(range?.smallest ?? 0);
          expect(quantity).toBeLessThanOrEqual(range?.largest ?? 0);
        }
      }),
    );
  });

  it('is always orderable, keeps an orderable quantity as it is, and never exceeds what was asked unless the minimum needs it', () => {
    fc.assert(
      fc.property(anyRules, fc.integer({ min: 1, max: 6000 }), (rules, asked) => {
        const nearest = nearestOrderableQuantity(asked, rules);
        const range = orderableRange(rules);
        if (!range) {
          expect(nearest).toBeNull();
          return;
        }
        expect(quantityFault(nearest, rules)).toBeNull();
        if (quantityFault(asked, rules) === null) expect(nearest).toBe(asked);
        if (nearest !== null && nearest > asked) expect(nearest).toBe(range.smallest);
      }),
    );
  });
});
