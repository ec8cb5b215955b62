import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderFigures, orderNotes, shippingLabel } from './order-figures';
import { unitPriceCents } from './rules/price-breaks';
import { orderTotals, type ShippingCharge } from './rules/totals';

describe('orderFigures', () => {
  it("lists a checkout's subtotal, shipping with its method, each tax rate with its percentage, then the total", () => {
    const figures = orderFigures({
      subtotalCents: 10_000,
      shippingCents: 995,
      taxes: [
        { name: 'VAT', rateBasisPoints: 2000, taxCents: 2199 },
        { name: 'Levy', rateBasisPoints: 725, taxCents: 797 },
      ],
      totalCents: 13_991,
      shipping: { method: 'Express', deliveryDaysMin: 1, deliveryDaysMax: 2 },
    });

    expect(figures).toEqual({
      rows: [
        { label: 'Subtotal', cents: 10_000 },
        { label: 'Shipping: Express (delivered in 1–2 working days)', cents: 995 },
        { label: 'VAT (20%)', cents: 2199 },
        { label: 'Levy (7.25%)', cents: 797 },
      ],
      total: { label: 'Total', cents: 13_991 },
    });
    expect(figures.rows.reduce((sum, row) => sum + row.cents, 0)).toBe(figures.total.cents);
  });

  it('says plain "Shipping" for a Buy now order, and notes the PO number and a tax exemption', () => {
    expect(shippingLabel(null)).toBe('Shipping');
    expect(orderNotes({ poNumber: 'PO-1', taxExempt: true })).toEqual([
      ['PO number', 'PO-1'],
      ['Tax', 'Tax-exempt: no tax charged'],
    ]);
    expect(orderNotes({ poNumber: null, taxExempt: false })).toEqual([]);
  });
});

describe('the figures an invoice prints, for any lines, breaks, packs, bands and rates', () => {
  const anyLine = fc.record({
    basePriceCents: fc.integer({ min: 1, max: 100_000 }),
    breaks: fc.array(
      fc.record({
        minimumQuantity: fc.integer({ min: 2, max: 1_000 }),
        unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
      }),
      { maxLength: 4 },
    ),
    packSize: fc.integer({ min: 1, max: 100 }),
    packs: fc.integer({ min: 1, max: 50 }),
    unitWeightGrams: fc.integer({ min: 0, max: 20_000 }),
  });
  const anyCharge: fc.Arbitrary<ShippingCharge> = fc.oneof(
    fc.record({ kind: fc.constant('flat' as const), priceCents: fc.integer({ min: 0, max: 10_000 }) }),
    fc.record({
      kind: fc.constant('weight' as const),
      weightBands: fc.array(
        fc.record({
          upToGrams: fc.integer({ min: 1, max: 100_000_000 }),
          priceCents: fc.integer({ min: 0, max: 10_000 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    }),
  );
  const anyRate = fc.record({
    name: fc.string({ minLength: 1, maxLength: 8 }),
    rateBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    appliesToShipping: fc.boolean(),
  });

  it('add up to the total the order was charged, its lines priced at the break their whole packs reach', () => {
    fc.assert(
      fc.property(
        fc.array(anyLine, { minLength: 1, maxLength: 10 }),
        anyCharge,
        fc.array(anyRate, { maxLength: 3 }),
        fc.boolean(),
        (specs, shipping, taxRates, taxExempt) => {
          const lines = specs.map((spec) => {
            const quantity = spec.packSize * spec.packs;
            return {
              quantity,
              unitPriceCents: unitPriceCents(spec.basePriceCents, spec.breaks, quantity),
              unitWeightGrams: spec.unitWeightGrams,
            };
          });
          const totals = orderTotals({ lines, shipping, taxRates, taxExempt });
          if (!totals) return;
          const { rows, total } = orderFigures({ ...totals, shipping: null });
          const printed = rows.reduce((sum, row) => sum + row.cents, 0);
          expect(printed).toBe(total.cents);
          expect(total.cents).toBe(totals.totalCents);
          expect(rows[0]?.cents).toBe(
            lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
          );
        },
      ),
    );
  });
});
