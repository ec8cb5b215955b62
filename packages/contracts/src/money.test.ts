import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, groupThousands, lineTotalCents } from './money';
import { truncate } from './text';

describe('money', () => {
  it('parses dollar amounts into exact cents, refusing anything else', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents(0.1)).toBe(10);
    expect(dollarsToCents(' 19.99 ')).toBe(1999);
    for (const bad of ['', '-1', '1.999', '1e3', 'abc', '12.']) expect(dollarsToCents(bad), bad).toBeNull();
  });

  it('formats cents as dollars with thousands separators', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(4650)).toBe('$46.50');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-100000)).toBe('-$1,000.00');
  });

  it('groups whole numbers by thousands as en-US does', () => {
    for (const whole of [0, 7, 999, 1000, 12345, 999999, 1000000, 123456789, 9007199254740991]) {
      expect(groupThousands(whole), String(whole)).toBe(whole.toLocaleString('en-US'));
    }
  });

  it('computes a line total without floating point drift', () => {
    expect(lineTotalCents(1999, 3)).toBe(5997);
  });
});

describe('truncate', () => {
  it('adds an ellipsis only when the text is longer than the limit', () => {
    expect(truncate('Solid carbide end mill', 5)).toBe('Solid...');
    expect(truncate('Short', 15)).toBe('Short');
  });
});
