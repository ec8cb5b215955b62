import { orderableRange, quantityFault } from '@partsmith/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MergeLine, type MergePart, planCartMerge } from './plan-cart-merge';

const ids = ['a', 'b', 'c', 'd', 'e'];

const part: fc.Arbitrary<MergePart> = fc
  .record({
    minimum: fc.integer({ min: 1, max: 60 }),
    packSize: fc.integer({ min: 1, max: 25 }),
    maximum: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
    stock: fc.integer({ min: 0, max: 400 }),
    onSale: fc.boolean(),
  })
  .map(({ minimum, maximum, onSale, ...rules }) => ({
    name: 'part',
    onSale,
    // The database keeps the maximum at or above the minimum.
    rules: { ...rules, minimum, maximum: maximum === null ? null : Math.max(maximum, minimum) },
  }));

const lines: fc.Arbitrary<MergeLine[]> = fc.uniqueArray(
  fc.record({
    productId: fc.constantFrom(...ids),
    quantity: fc.integer({ min: 1, max: 500 }),
    addedPriceCents: fc.constant(100),
  }),
  { selector: (line) => line.productId, maxLength: ids.length },
);

describe('planCartMerge', () => {
  it('never leaves an orderable line that breaks a rule, loses no part, and reports every change', () => {
    fc.assert(
      fc.property(
        fc.tuple(...ids.map(() => part)),
        lines,
        lines,
        fc.integer({ min: 1, max: 6 }),
        (partList, account, guest, maxLines) => {
          const parts = new Map(ids.map((id, index) => [id, partList[index] as MergePart]));
          const merged = planCartMerge({ account, guest, parts, maxLines });
          for (const line of merged.lines) {
            const rules = parts.get(line.productId)?.rules;
            if (!rules || !parts.get(line.productId)?.onSale) continue;
            if (orderableRange(rules)) expect(quantityFault(line.quantity, rules)).toBeNull();
            expect(line.quantity).toBeGreaterThan(0);
          }
          const before = new Set([...account, ...guest].map((line) => line.productId));
          const after = new Set(merged.lines.map((line) => line.productId));
          const dropped = [...before].filter((id) => !after.has(id));
          // Only guest lines past the limit are left out, each reported with to = 0.
          expect(merged.changes.filter((change) => change.to === 0)).toHaveLength(dropped.length);
          for (const line of account) expect(after.has(line.productId)).toBe(true);
          expect(merged.lines.length).toBeLessThanOrEqual(Math.max(maxLines, account.length));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('adds up one part, then brings the sum to what the part allows, and says why', () => {
    const parts = new Map<string, MergePart>([
      [
        'bolt',
        { name: 'M12 bolt', onSale: true, rules: { minimum: 10, packSize: 10, maximum: 50, stock: 500 } },
      ],
      ['nut', { name: 'M12 nut', onSale: true, rules: { minimum: 1, packSize: 1, maximum: null, stock: 0 } }],
    ]);
    const merged = planCartMerge({
      account: [{ productId: 'bolt', quantity: 40, addedPriceCents: 100 }],
      guest: [
        { productId: 'bolt', quantity: 30, addedPriceCents: 90 },
        { productId: 'nut', quantity: 5, addedPriceCents: 10 },
      ],
      parts,
    });
    expect(merged.lines).toEqual([
      { productId: 'bolt', quantity: 50, addedPriceCents: 100 },
      { productId: 'nut', quantity: 5, addedPriceCents: 10 },
    ]);
    expect(merged.changes).toEqual([
      { partName: 'M12 bolt', from: 70, to: 50, reason: 'At most 50 per order' },
      { partName: 'M12 nut', from: 5, to: 5, reason: 'out of stock: kept in your cart until it is back' },
    ]);
  });
});
