import { z } from 'zod';
import { MESSAGES } from '../messages';
import { PRICE_BREAKS_MAX } from '../rules/price-breaks';
import { productRulesProblem } from '../rules/product-rules-problem';
import { ZProductId } from './catalog';
import { dollarPriceInCents, optionalWholeNumber, wholeNumber } from './numbers';
import { textField } from './text-fields';

/** An uploaded image's id (the `id` of `POST /api/images`, also the last part of its URL). */
export const ZImageId = z
  .string({ error: MESSAGES.productImageRequired })
  .trim()
  .min(1, MESSAGES.productImageRequired)
  .regex(/^[0-9a-f]{64}$/, MESSAGES.productImageMissing);

/** A part's name, in UTF-16 code units as every string length here is; catalogue cursors are sized by it. */
export const PRODUCT_NAME_MAX_LENGTH = 200;

export const PART_NUMBER_MAX_LENGTH = 40;

/** A part number as typed: trimmed; blank is none (Add: the database numbers the part; Edit: it keeps its own). */
export const ZPartNumber = z
  .string()
  .trim()
  .max(PART_NUMBER_MAX_LENGTH, MESSAGES.tooLong('Part number', PART_NUMBER_MAX_LENGTH))
  .regex(/^[A-Za-z0-9./_-]*$/, MESSAGES.productPartNumberInvalid)
  .transform((partNumber) => (partNumber === '' ? undefined : partNumber))
  .optional();

/** One quantity break as the form sends it: from how many units, and the price each IN DOLLARS from there on. */
export const ZPriceBreakInput = z
  .object({
    minimumQuantity: wholeNumber(
      MESSAGES.priceBreakQuantityRequired,
      MESSAGES.priceBreakQuantityInvalid,
      // 1 passes here so that the ladder's own rule says why a break cannot start there.
      1,
    ),
    price: dollarPriceInCents(MESSAGES.priceBreakPriceRequired, MESSAGES.priceBreakPriceInvalid),
  })
  .transform(({ minimumQuantity, price }) => ({ minimumQuantity, unitPriceCents: price }));

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
  // The part rules (decision 0045); left out, Add stores the database's defaults and Edit keeps what is saved.
  partNumber: ZPartNumber,
  /** One unit's weight in grams, 0 or more. */
  weightGrams: wholeNumber(MESSAGES.productWeightInvalid, MESSAGES.productWeightInvalid, 0).optional(),
  packSize: wholeNumber(MESSAGES.productPackSizeInvalid, MESSAGES.productPackSizeInvalid, 1).optional(),
  /** Blank or null: no limit but the stock. */
  maximumPerOrder: optionalWholeNumber(MESSAGES.productMaximumInvalid, 1).optional(),
  priceBreaks: z
    .array(ZPriceBreakInput)
    .max(PRICE_BREAKS_MAX, MESSAGES.priceBreaksTooMany(PRICE_BREAKS_MAX))
    .optional(),
};

/** Every product field, without the rules that tie them together (`withProductRules` adds those). */
export const ZProductFields = z.object(productFields);

interface RuledFields {
  minimumOrderQuantity: number;
  price: number;
  packSize?: number | undefined;
  maximumPerOrder?: number | null | undefined;
  priceBreaks?: { minimumQuantity: number; unitPriceCents: number }[] | undefined;
}

/**
 * Adds the rules between a whole product's fields (minimum in whole packs, maximum at least the minimum, a ladder
 * that gets cheaper), reported under the field they concern; left-out fields count as the database's defaults.
 */
export function withProductRules<Schema extends z.ZodType<RuledFields>>(schema: Schema) {
  return schema.superRefine((input, ctx) => {
    const problem = productRulesProblem({
      minimumOrderQuantity: input.minimumOrderQuantity,
      packSize: input.packSize ?? 1,
      maximumPerOrder: input.maximumPerOrder ?? null,
      priceCents: input.price,
      priceBreaks: input.priceBreaks ?? [],
    });
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

/** Add Product: the spec's fields required, with its messages; numbers may be given as text. */
export const ZProductCreateInput = withProductRules(ZProductFields);
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
 * (`quantity`) or added to (`addQuantity`), never both in one change. The rules between fields are checked by the
 * service on the product as the edit leaves it.
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
