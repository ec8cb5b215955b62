import { centsToDollars, type Product, ZAddQuantity, ZProductCreateInput } from '@partsmith/contracts';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';

const editable = ZProductCreateInput.pick({
  name: true,
  description: true,
  minimumOrderQuantity: true,
  price: true,
}).extend({
  /** Empty keeps the current picture. */
  image: z.custom<FileList>((files) => files === undefined || files instanceof FileList).optional(),
});

/**
 * Edit: the contracts' product rules; the stock is either added to (what arrived) or set, and only the chosen
 * way's field is checked and sent.
 */
export const ZEditProductForm = z.discriminatedUnion('stockChange', [
  editable.extend({ stockChange: z.literal('add'), addQuantity: ZAddQuantity }),
  editable.extend({ stockChange: z.literal('set'), quantity: ZProductCreateInput.shape.quantity }),
]);
export type EditProductForm = z.input<typeof ZEditProductForm>;
export type StockChange = EditProductForm['stockChange'];

/**
 * The product as it is, adding nothing until the admin says how many arrived. Both ways start filled, so switching
 * shows a value at once (the form keeps both; the union checks and `toUpdate` sends only the chosen one).
 */
export function editProductDefaults(product: Product): DefaultValues<EditProductForm> {
  const both = {
    name: product.name,
    description: product.description,
    minimumOrderQuantity: String(product.minimumOrderQuantity),
    price: centsToDollars(product.priceCents).toFixed(2),
    stockChange: 'add',
    addQuantity: '0',
    // What "Set stock to" starts from.
    quantity: String(product.quantity),
  };
  return both as DefaultValues<EditProductForm>;
}
