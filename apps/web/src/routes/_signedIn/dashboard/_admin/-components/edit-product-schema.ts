import {
  type CategoryFields,
  centsToDollars,
  type Product,
  type ProductSpecificationValues,
  withProductRules,
  ZAddQuantity,
  ZProductFields,
} from '@partsmith/contracts';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { specificationsToForm, withSpecificationRules } from './specification-form-values';

const editable = ZProductFields.pick({
  name: true,
  description: true,
  minimumOrderQuantity: true,
  price: true,
  partNumber: true,
  weightGrams: true,
  packSize: true,
  maximumPerOrder: true,
  priceBreaks: true,
}).extend({
  /** Empty keeps the current picture. */
  image: z.custom<FileList>((files) => files === undefined || files instanceof FileList).optional(),
  /** Blank only for a part added before categories, which keeps having none until one is chosen. */
  categoryId: z.string(),
  specifications: z.record(z.string(), z.string()),
});

/**
 * Edit: the contracts' product rules; the stock is either added to (what arrived) or set, and only the chosen
 * way's field is checked and sent.
 */
const ZEditProductFields = withProductRules(
  z.discriminatedUnion('stockChange', [
    editable.extend({ stockChange: z.literal('add'), addQuantity: ZAddQuantity }),
    editable.extend({ stockChange: z.literal('set'), quantity: ZProductFields.shape.quantity }),
  ]),
);
export type EditProductForm = z.input<typeof ZEditProductFields>;

/** Edit's schema, with the specification checked against the chosen category; a part that has one keeps one. */
export const editProductForm = (categories: CategoryFields, saved: ProductSpecificationValues) =>
  withSpecificationRules(ZEditProductFields, categories, { required: saved.categoryId !== null });
export type StockChange = EditProductForm['stockChange'];

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

/**
 * The product as it is, adding nothing until the admin says how many arrived. Both ways start filled, so switching
 * shows a value at once (the form keeps both; the union checks and `toUpdate` sends only the chosen one).
 */
export function editProductDefaults(
  product: Product,
  saved: ProductSpecificationValues,
): DefaultValues<EditProductForm> {
  const both = {
    name: product.name,
    description: product.description,
    minimumOrderQuantity: String(product.minimumOrderQuantity),
    price: dollars(product.priceCents),
    partNumber: product.partNumber,
    weightGrams: String(product.weightGrams),
    packSize: String(product.packSize),
    maximumPerOrder: product.maximumPerOrder === null ? '' : String(product.maximumPerOrder),
    priceBreaks: product.priceBreaks.map((step) => ({
      minimumQuantity: String(step.minimumQuantity),
      price: dollars(step.unitPriceCents),
    })),
    stockChange: 'add',
    addQuantity: '0',
    // What "Set stock to" starts from.
    quantity: String(product.quantity),
    categoryId: saved.categoryId ?? '',
    specifications: specificationsToForm(saved.specifications),
  };
  return both as DefaultValues<EditProductForm>;
}
