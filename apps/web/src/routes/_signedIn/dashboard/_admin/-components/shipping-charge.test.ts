import type { ShippingMethod } from '@partsmith/contracts';
import { describe, expect, it } from 'vitest';
import { describeShippingCharge } from './shipping-charge';

const method: ShippingMethod = {
  id: 'm',
  zoneId: 'z',
  name: 'Standard',
  kind: 'flat',
  priceCents: 495,
  weightBands: [],
  freeAboveCents: null,
  deliveryDaysMin: 2,
  deliveryDaysMax: 4,
  active: true,
};

describe('a shipping method’s charge, in words', () => {
  it('names the flat price, each band, or the price and the free-from subtotal', () => {
    expect(describeShippingCharge(method)).toBe('$4.95');
    const bands = [
      { upToGrams: 1000, priceCents: 695 },
      { upToGrams: 20_000, priceCents: 1995 },
    ];
    expect(describeShippingCharge({ ...method, kind: 'weight', priceCents: 0, weightBands: bands })).toBe(
      'up to 1,000 g $6.95 · up to 20,000 g $19.95',
    );
    expect(
      describeShippingCharge({ ...method, kind: 'free_above', priceCents: 795, freeAboveCents: 15_000 }),
    ).toBe('$7.95, free from $150.00');
  });
});
