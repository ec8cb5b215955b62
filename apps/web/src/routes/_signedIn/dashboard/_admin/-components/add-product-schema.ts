import { type CategoryFields, MESSAGES, withProductRules, ZProductFields } from '@partsmith/contracts';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { withSpecificationRules } from './specification-form-values';

/**
 * The contracts' product rules (the spec's messages, real numbers), with the chosen file in place of its id, and
 * a category (required here, optional to the API: decision 0064) with its specification as typed.
 */
const ZAddProductFields = withProductRules(
  ZProductFields.omit({ imageId: true }).extend({
    // Not aborting (a custom check's default), so the category's rule still runs and says its part at once.
    image: z.custom<FileList>((files) => files instanceof FileList && files.length > 0, {
      error: MESSAGES.productImageRequired,
      abort: false,
    }),
    categoryId: z.string(),
    specifications: z.record(z.string(), z.string()),
  }),
);

/** Add's schema: the fields above, and the specification checked against the chosen category's attributes. */
export const addProductForm = (categories: CategoryFields) =>
  withSpecificationRules(ZAddProductFields, categories, { required: true });

/** What the form holds and sends: numbers as typed (the server parses the dollar price into cents). */
export type AddProductForm = z.input<typeof ZAddProductFields>;

/** No file chosen yet: the file input starts empty. */
export const EMPTY_PRODUCT: DefaultValues<AddProductForm> = {
  name: '',
  description: '',
  quantity: '',
  minimumOrderQuantity: '',
  price: '',
  partNumber: '',
  weightGrams: '0',
  packSize: '1',
  maximumPerOrder: '',
  priceBreaks: [],
  categoryId: '',
  specifications: {},
};
