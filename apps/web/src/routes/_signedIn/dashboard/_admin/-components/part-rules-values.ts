import type { ProductCreateInput } from '@partsmith/contracts';

/** The part rules of both product forms (decision 0045): packs, the most per order, weight and quantity breaks. */
export type PartRulesValues = Pick<
  ProductCreateInput,
  'partNumber' | 'weightGrams' | 'packSize' | 'maximumPerOrder' | 'priceBreaks'
>;
