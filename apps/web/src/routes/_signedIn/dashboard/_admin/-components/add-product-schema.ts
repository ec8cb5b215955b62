import { MESSAGES, withProductRules, ZProductFields } from '@partsmith/contracts';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';

/** The contracts' product rules (the spec's messages, real numbers), with the chosen file in place of its id. */
export const ZAddProductForm = withProductRules(
  ZProductFields.omit({ imageId: true }).extend({
    image: z.custom<FileList>(
      (files) => files instanceof FileList && files.length > 0,
      MESSAGES.productImageRequired,
    ),
  }),
);

/** What the form holds and sends: numbers as typed (the server parses the dollar price into cents). */
export type AddProductForm = z.input<typeof ZAddProductForm>;

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
};
