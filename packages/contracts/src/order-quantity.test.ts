import { describe, expect, it } from 'vitest';
import { orderQuantityProblem, parseOrderQuantity } from './order-quantity';

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

describe('orderQuantityProblem', () => {
  const limits = { minimum: 2, available: 5 };

  it('answers the first rule a quantity breaks, in the spec’s words', () => {
    expect(orderQuantityProblem('abc', limits)).toBe('Please Enter Valid number');
    expect(orderQuantityProblem('-3', limits)).toBe('Please Enter Valid number');
    expect(orderQuantityProblem(-3, limits)).toBe('Your quantity lower than 2');
    expect(orderQuantityProblem('1', limits)).toBe('Your quantity lower than 2');
    expect(orderQuantityProblem(6, limits)).toBe('Your quantity higher than 5');
    expect(orderQuantityProblem('6', { minimum: 10, available: 5 })).toBe('Your quantity lower than 10');
  });

  it('has nothing to say from the minimum up to the stock', () => {
    for (const quantity of [2, '3', 5]) expect(orderQuantityProblem(quantity, limits)).toBeNull();
  });
});
