import { describe, expect, it } from 'vitest';
import { productRulesProblem } from './product-rules-problem';

// Nuts in packs of 50 at $0.42, cheaper from 100 and from 250.
const nuts = {
  minimumOrderQuantity: 50,
  packSize: 50,
  maximumPerOrder: 500,
  priceCents: 42,
  priceBreaks: [
    { minimumQuantity: 100, unitPriceCents: 36 },
    { minimumQuantity: 250, unitPriceCents: 31 },
  ],
};

describe('productRulesProblem', () => {
  it('has nothing to say about settings that agree, with or without a maximum', () => {
    expect(productRulesProblem(nuts)).toBeNull();
    expect(productRulesProblem({ ...nuts, maximumPerOrder: null, priceBreaks: [] })).toBeNull();
  });

  it('names the first rule broken, under the field it concerns', () => {
    expect(productRulesProblem({ ...nuts, packSize: 40 })).toEqual({
      field: 'minimumOrderQuantity',
      message: 'Minimum order must be whole packs of 40',
    });
    expect(productRulesProblem({ ...nuts, maximumPerOrder: 49 })).toEqual({
      field: 'maximumPerOrder',
      message: 'Maximum per order must be at least the minimum order (50)',
    });
    expect(productRulesProblem({ ...nuts, priceCents: 36 })).toEqual({
      field: 'priceBreaks',
      message: 'Each break must cost less per unit than the one before',
    });
  });
});
