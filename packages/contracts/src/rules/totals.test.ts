import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicableTaxRates,
  orderTotals,
  type ShippingCharge,
  shippingChargeCents,
  type TaxRateRule,
  taxShareCents,
} from './totals';

const vat: TaxRateRule = { name: 'VAT', rateBasisPoints: 2000, appliesToShipping: true };
const tracked: ShippingCharge = {
  kind: 'weight',
  weightBands: [
    { upToGrams: 5000, priceCents: 1200 },
    { upToGrams: 1000, priceCents: 600 },
  ],
};

describe('shipping charges', () => {
  it('charge the first band that holds the weight, and refuse what is heavier than the last', () => {
    expect(shippingChargeCents(tracked, { subtotalCents: 0, weightGrams: 0 })).toBe(600);
    expect(shippingChargeCents(tracked, { subtotalCents: 0, weightGrams: 1000 })).toBe(600);
    expect(shippingChargeCents(tracked, { subtotalCents: 0, weightGrams: 1001 })).toBe(1200);
    expect(shippingChargeCents(tracked, { subtotalCents: 0, weightGrams: 5001 })).toBeNull();
  });

  it('ship free once the subtotal reaches the threshold, and charge a flat price whatever the order', () => {
    const free: ShippingCharge = { kind: 'free_above', priceCents: 900, freeAboveCents: 15_000 };
    expect(shippingChargeCents(free, { subtotalCents: 14_999, weightGrams: 0 })).toBe(900);
    expect(shippingChargeCents(free, { subtotalCents: 15_000, weightGrams: 0 })).toBe(0);
    expect(
      shippingChargeCents({ kind: 'flat', priceCents: 495 }, { subtotalCents: 1, weightGrams: 9e6 }),
    ).toBe(495);
  });
});

describe('order totals', () => {
  it('tax each line and the shipping, rounding each share half away from zero', () => {
    const totals = orderTotals({
      // 2 × $0.42 = 84 ¢ → 16.8 ¢ tax → 17 ¢; 3 × $0.05 = 15 ¢ → 3 ¢; shipping 600 ¢ → 120 ¢.
      lines: [
        { unitPriceCents: 42, quantity: 2, unitWeightGrams: 100 },
        { unitPriceCents: 5, quantity: 3, unitWeightGrams: 10 },
      ],
      shipping: tracked,
      taxRates: [vat, { name: 'Goods levy', rateBasisPoints: 250, appliesToShipping: false }],
      taxExempt: false,
    });
    expect(totals).toEqual({
      lineTotalsCents: [84, 15],
      subtotalCents: 99,
      weightGrams: 230,
      shippingCents: 600,
      // 84 × 2.5% = 2.1 → 2; 15 × 2.5% = 0.375 → 0.
      taxes: [
        { name: 'VAT', rateBasisPoints: 2000, taxCents: 140 },
        { name: 'Goods levy', rateBasisPoints: 250, taxCents: 2 },
      ],
      taxCents: 142,
      totalCents: 841,
    });
  });

  it('round half a cent away from zero, refunds included', () => {
    expect(taxShareCents(25, 2000)).toBe(5);
    expect(taxShareCents(5, 1000)).toBe(1); // 0.5 ¢
    expect(taxShareCents(4, 1000)).toBe(0); // 0.4 ¢
    expect(taxShareCents(-5, 1000)).toBe(-1);
    expect(taxShareCents(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('charge a tax-exempt buyer no tax', () => {
    const totals = orderTotals({
      lines: [{ unitPriceCents: 1000, quantity: 1, unitWeightGrams: 1 }],
      shipping: { kind: 'flat', priceCents: 500 },
      taxRates: [vat],
      taxExempt: true,
    });
    expect(totals).toMatchObject({ taxes: [], taxCents: 0, totalCents: 1500 });
  });

  it('are not available when the method cannot carry the weight', () => {
    const lines = [{ unitPriceCents: 1, quantity: 6, unitWeightGrams: 1000 }];
    expect(orderTotals({ lines, shipping: tracked, taxRates: [], taxExempt: false })).toBeNull();
  });

  it('pick the country-wide rates and the destination region’s own', () => {
    const rates = [
      { country: 'US', region: null, id: 'federal' },
      { country: 'US', region: 'NY', id: 'new-york' },
      { country: 'US', region: 'CA', id: 'california' },
      { country: 'GB', region: null, id: 'uk' },
    ];
    expect(applicableTaxRates(rates, { country: 'us', region: 'ny' }).map((r) => r.id)).toEqual([
      'federal',
      'new-york',
    ]);
    expect(applicableTaxRates(rates, { country: 'US' }).map((r) => r.id)).toEqual(['federal']);
  });
});

describe('order totals, for any lines, bands and rates', () => {
  const anyLine = fc.record({
    unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
    quantity: fc.integer({ min: 1, max: 10_000 }),
    unitWeightGrams: fc.integer({ min: 0, max: 50_000 }),
  });
  const anyCharge: fc.Arbitrary<ShippingCharge> = fc.oneof(
    fc.record({ kind: fc.constant('flat' as const), priceCents: fc.integer({ min: 0, max: 100_000 }) }),
    fc.record({
      kind: fc.constant('weight' as const),
      weightBands: fc.array(
        fc.record({
          upToGrams: fc.integer({ min: 1, max: 1_000_000_000 }),
          priceCents: fc.integer({ min: 0, max: 100_000 }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
    }),
    fc.record({
      kind: fc.constant('free_above' as const),
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      freeAboveCents: fc.integer({ min: 0, max: 10_000_000 }),
    }),
  );
  const anyRate = fc.record({
    name: fc.string({ maxLength: 10 }),
    rateBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    appliesToShipping: fc.boolean(),
  });
  const anyOrder = fc.record({
    lines: fc.array(anyLine, { maxLength: 8 }),
    shipping: anyCharge,
    taxRates: fc.array(anyRate, { maxLength: 3 }),
    taxExempt: fc.boolean(),
  });

  it('total = subtotal + shipping + Σ tax, and no figure is negative', () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        const totals = orderTotals(order);
        if (!totals) return;
        expect(totals.subtotalCents).toBe(totals.lineTotalsCents.reduce((a, b) => a + b, 0));
        expect(totals.taxCents).toBe(totals.taxes.reduce((a, tax) => a + tax.taxCents, 0));
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents + totals.taxCents);
        const figures = [
          ...totals.lineTotalsCents,
          ...totals.taxes.map((tax) => tax.taxCents),
          totals.subtotalCents,
          totals.weightGrams,
          totals.shippingCents,
          totals.taxCents,
          totals.totalCents,
        ];
        for (const figure of figures) expect(figure).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a tax-exempt buyer pays no tax', () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        expect(orderTotals({ ...order, taxExempt: true })?.taxCents ?? 0).toBe(0);
      }),
    );
  });

  it('adding a line never lowers the subtotal', () => {
    fc.assert(
      fc.property(anyOrder, anyLine, (order, line) => {
        const flat: ShippingCharge = { kind: 'flat', priceCents: 0 };
        const before = orderTotals({ ...order, shipping: flat });
        const after = orderTotals({ ...order, shipping: flat, lines: [...order.lines, line] });
        expect(after?.subtotalCents).toBeGreaterThanOrEqual(before?.subtotalCents ?? 0);
      }),
    );
  });
});
