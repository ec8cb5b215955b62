import { describe, expect, it } from 'vitest';
import { formatOrderNumber, hasInvoice } from './order-number';
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

describe('hasInvoice', () => {
  it('holds for paid and shipped orders only', () => {
    expect(ORDER_STATUSES.filter(hasInvoice)).toEqual(['paid', 'shipped']);
  });
});
