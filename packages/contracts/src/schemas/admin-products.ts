import { z } from 'zod';
import { ATTRIBUTE_KINDS } from '../constants';
import { MESSAGES } from '../messages';
import { PRICE_BREAKS_MAX } from '../rules/price-breaks';
import { productRulesProblem } from '../rules/product-rules-problem';
import { SPECIFICATIONS_MAX } from '../rules/specification-problems';
import { ZProductId } from './catalog';
import { isUuid } from './entity-id';
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

/** A category chosen from the list; an unknown one is the form's mistake (400), not a missing page. */
export const ZCategoryId = z.string().trim().refine(isUuid, MESSAGES.productCategoryUnknown);

/**
 * A part's values by attribute key, bounded in size here; whether each key and kind fits the category is
 * `specificationProblems`' to say, with the attribute's name (the length bound here only stops oversized requests).
 */
export const ZSpecifications = z
  .record(
    z.string().max(100),
    z.union([z.number(), textField({ label: 'A specification', max: 1000 }), z.boolean()], {
      error: MESSAGES.specificationValueInvalid,
    }),
  )
  .refine((values) => Object.keys(values).length <= SPECIFICATIONS_MAX, {
    message: MESSAGES.specificationsTooMany(SPECIFICATIONS_MAX),
  });

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
  // Optional: the spec's REST clients add parts knowing nothing of categories; the web form requires one (0064).
  categoryId: ZCategoryId.optional(),
  /** Given: the part's values become exactly these; left out, Add stores none and Edit keeps what it has. */
  specifications: ZSpecifications.optional(),
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

/** What the product form offers: every category (tops first, each before its own), with its parts' attributes. */
export const ZCategoryFields = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    /** Null for a top category. */
    parentName: z.string().nullable(),
    /** Its parent's attributes first, then its own. */
    attributes: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        kind: z.enum(ATTRIBUTE_KINDS),
        unit: z.string().nullable(),
        /** A choice's values already in use, for the field's suggestions; none for other kinds. */
        suggestions: z.array(z.string()),
      }),
    ),
  }),
);
export type CategoryFields = z.infer<typeof ZCategoryFields>;

/** A part's category and its values, as the edit form starts from them. */
export const ZProductSpecificationValues = z.object({
  categoryId: z.string().nullable(),
  specifications: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
});
export type ProductSpecificationValues = z.infer<typeof ZProductSpecificationValues>;

const IMAGE_PATH = /\/images\/([0-9a-f]{64})\/?$/;

/** The image id in an image URL (absolute or not), as the upload answers it; the text itself when it is none. */
export function imageIdFromUrl(url: string): string {
  const path = url.trim().split(/[?#]/)[0] ?? '';
  return IMAGE_PATH.exec(path)?.[1] ?? url;
}
