import { describe, expect, it } from 'vitest';
import { formatOrderNumber, hasInvoice, parseOrderNumber } from './order-number';
import { ORDER_STATUSES } from './states';

describe('formatOrderNumber', () => {
  it('pads to six digits after PS-', () => {
    expect(formatOrderNumber(1)).toBe('PS-000001');
    expect(formatOrderNumber(123)).toBe('PS-000123');
  });

  it('keeps every digit of a number past six digits', () => {
    expect(formatOrderNumber(1_234_567)).toBe('PS-1234567');
  });
});

describe('parseOrderNumber', () => {
  it('reads a number however it was typed, the printed form included', () => {
    for (const text of ['PS-000123', 'ps-123', 'PS 000123', 'ps000123', '#123', '123', ' 000123 '])
      expect(parseOrderNumber(text)).toBe(123);
    expect(parseOrderNumber(formatOrderNumber(1_234_567))).toBe(1_234_567);
  });

  it('finds no number in other text, zero, or past what the database holds', () => {
    for (const text of ['', 'PS-', 'alice', '12a', 'PS-12-3', '0', 'PS-000000', '2147483648', '1e3'])
      expect(parseOrderNumber(text)).toBeNull();
    expect(parseOrderNumber('2147483647')).toBe(2_147_483_647);
  });
});

describe('hasInvoice', () => {
  it('holds for paid and shipped orders only', () => {
    expect(ORDER_STATUSES.filter(hasInvoice)).toEqual(['paid', 'partly_shipped', 'shipped']);
  });
});
