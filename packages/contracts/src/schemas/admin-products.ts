import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZProductId } from './catalog';
import { dollarPriceInCents, wholeNumber } from './numbers';
import { textField } from './text-fields';

/** An uploaded image's id (the `id` of `POST /api/images`, also the last part of its URL). */
export const ZImageId = z
  .string({ error: MESSAGES.productImageRequired })
  .trim()
  .min(1, MESSAGES.productImageRequired)
  .regex(/^[0-9a-f]{64}$/, MESSAGES.productImageMissing);

/** A part's name, in UTF-16 code units as every string length here is; catalogue cursors are sized by it. */
export const PRODUCT_NAME_MAX_LENGTH = 200;

const productFields = {
  name: textField({ label: 'Name', required: MESSAGES.productNameRequired, max: PRODUCT_NAME_MAX_LENGTH }),
  description: textField({
    label: 'Description',
    required: MESSAGES.productDescriptionRequired,
    max: 5000,
    multiline: true,
  }),
  /** Stock on hand: a whole number, 0 or more. */
  quantity: wholeNumber(MESSAGES.productQuantityRequired, MESSAGES.productQuantityInvalid, 0),
  minimumOrderQuantity: wholeNumber(MESSAGES.productMinimumRequired, MESSAGES.productMinimumInvalid, 1),
  /** The unit price IN DOLLARS ("12.5" or 12.5: more than 0, at most 2 decimals); parsed into `priceCents`. */
  price: dollarPriceInCents(MESSAGES.productPriceRequired, MESSAGES.productPriceInvalid),
  imageId: ZImageId,
};

/** Add Product: every field required, with the spec's messages; numbers may be given as text. */
export const ZProductCreateInput = z.object(productFields);
/** What the web form sends (price in dollars); `ProductCreate` is what the server gets (price in cents). */
export type ProductCreateInput = z.input<typeof ZProductCreateInput>;
export type ProductCreate = z.output<typeof ZProductCreateInput>;

/** How many units arrived: added to the stock as it is when the change commits, not as the admin last saw it. */
export const ZAddQuantity = wholeNumber(
  MESSAGES.productAddQuantityInvalid,
  MESSAGES.productAddQuantityInvalid,
  0,
);

/**
 * Edit (rename, describe, new picture, restock, reprice…): only the fields given change. The stock is either set
 * (`quantity`) or added to (`addQuantity`), never both in one change.
 */
export const ZProductUpdateInput = z
  .object({ id: ZProductId, ...productFields, addQuantity: ZAddQuantity })
  .partial()
  .required({ id: true })
  .refine((input) => input.quantity === undefined || input.addQuantity === undefined, {
    message: MESSAGES.productStockSetAndAdded,
    path: ['addQuantity'],
  });
export type ProductUpdateInput = z.input<typeof ZProductUpdateInput>;
export type ProductUpdate = z.output<typeof ZProductUpdateInput>;

export const ZCreated = z.object({ id: z.string() });
export type Created = z.infer<typeof ZCreated>;

const IMAGE_PATH = /\/images\/([0-9a-f]{64})\/?$/;

/** The image id in an image URL (absolute or not), as the upload answers it; the text itself when it is none. */
export function imageIdFromUrl(url: string): string {
  const path = url.trim().split(/[?#]/)[0] ?? '';
  return IMAGE_PATH.exec(path)?.[1] ?? url;
}
