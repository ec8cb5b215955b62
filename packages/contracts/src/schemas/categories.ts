import { z } from 'zod';
import { CATALOGUE_SORTS, CATEGORY_FILTERS_MAX, MAX_AMOUNT } from '../constants';
import { MESSAGES } from '../messages';
import { ZProduct } from './catalog';
import { CATALOGUE_CURSOR_MAX_LENGTH } from './catalogue-search';

/** A category's address and an attribute's filter name: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const ZCategoryLink = z.object({ slug: z.string(), name: z.string() });
export type CategoryLink = z.infer<typeof ZCategoryLink>;

/** The menu: top categories in order, each with its sub-categories; counts are parts on sale, a top's its children's too. */
export const ZCategoryTree = z.array(
  ZCategoryLink.extend({
    partCount: z.number().int(),
    children: z.array(ZCategoryLink.extend({ partCount: z.number().int() })),
  }),
);
export type CategoryTree = z.infer<typeof ZCategoryTree>;

/** One value or several: a URL's `?choice=a&choice=b`, or one `?choice=a`. */
const oneOrMany = (item: z.ZodString) =>
  z.union([item, z.array(item).max(CATEGORY_FILTERS_MAX, MESSAGES.categoryFiltersTooMany)]).optional();

/** `key:value`, a choice (or `yes`/`no`) the part must have; several of one key are alternatives. */
const ZChoiceFilter = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*:.+$/s, MESSAGES.categoryFilterMalformed);
/** `key:min..max`, numbers in the attribute's unit; either end may be left out. */
const ZRangeFilter = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*:(-?\d+(\.\d+)?)?\.\.(-?\d+(\.\d+)?)?$/, MESSAGES.categoryRangeMalformed);
const ZFlag = z.union([z.boolean(), z.enum(['true', 'false'])]);
const ZCents = z.union([
  z.number().int().min(0).max(MAX_AMOUNT),
  z.string().regex(/^\d{1,10}$/, MESSAGES.categoryPriceMalformed),
]);

/**
 * A category page: its parts filtered and sorted, 12 at a time. The same names are the web page's URL, so a link
 * holds every filter. `choice` OR within one attribute, AND across attributes; `range`, `inStock` and the price
 * narrow further.
 */
const filterFields = {
  choice: oneOrMany(ZChoiceFilter),
  range: oneOrMany(ZRangeFilter),
  inStock: ZFlag.optional(),
  minPrice: ZCents.optional(),
  maxPrice: ZCents.optional(),
  sort: z.enum(CATALOGUE_SORTS).default('newest'),
  after: z.string().max(CATALOGUE_CURSOR_MAX_LENGTH).optional(),
  before: z.string().max(CATALOGUE_CURSOR_MAX_LENGTH).optional(),
};
type FilterFields = z.infer<z.ZodObject<typeof filterFields>>;
const consistent = <T extends z.ZodType<FilterFields>>(schema: T) =>
  schema
    .refine((input) => !(input.after && input.before), { message: MESSAGES.catalogueCursorInvalid })
    .refine(
      (input) =>
        input.minPrice === undefined ||
        input.maxPrice === undefined ||
        Number(input.minPrice) <= Number(input.maxPrice),
      { message: MESSAGES.categoryPriceRangeInverted },
    );
export const ZCategoryPageInput = consistent(
  z.object({ slug: z.string().max(60).regex(SLUG_PATTERN, MESSAGES.categoryNotFound), ...filterFields }),
);
/** The REST route's query: the slug is in its path. */
export const ZCategoryFiltersQuery = consistent(z.object(filterFields));
export type CategoryPageInput = z.input<typeof ZCategoryPageInput>;
export type CategoryPageQuery = z.output<typeof ZCategoryPageInput>;

/** The filters of a page input, grouped by attribute: what both the server and the web page work from. */
export interface CategoryFilters {
  choices: Map<string, string[]>;
  ranges: Map<string, { min: number | null; max: number | null }>;
  inStock: boolean;
  minPrice: number | null;
  maxPrice: number | null;
}

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

/** Groups a checked input's filters (a key's later range replaces an earlier one); the server checks the keys. */
export function categoryFilters(input: Omit<CategoryPageInput, 'slug'>): CategoryFilters {
  const choices = new Map<string, string[]>();
  for (const filter of asList(input.choice)) {
    const at = filter.indexOf(':');
    const key = filter.slice(0, at);
    const value = filter.slice(at + 1);
    const list = choices.get(key) ?? [];
    if (!list.includes(value)) list.push(value);
    choices.set(key, list);
  }
  const ranges = new Map<string, { min: number | null; max: number | null }>();
  for (const filter of asList(input.range)) {
    const at = filter.indexOf(':');
    const [min = '', max = ''] = filter.slice(at + 1).split('..');
    ranges.set(filter.slice(0, at), {
      min: min === '' ? null : Number(min),
      max: max === '' ? null : Number(max),
    });
  }
  const cents = (value: number | string | undefined) => (value === undefined ? null : Number(value));
  return {
    choices,
    ranges,
    inStock: input.inStock === true || input.inStock === 'true',
    minPrice: cents(input.minPrice),
    maxPrice: cents(input.maxPrice),
  };
}

export const ZFacet = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['choice', 'boolean']),
    key: z.string(),
    name: z.string(),
    /** Each value with the parts it would leave, given the page's other filters; a chosen value stays at 0. */
    values: z.array(z.object({ value: z.string(), count: z.number().int(), selected: z.boolean() })),
  }),
  z.object({
    kind: z.literal('number'),
    key: z.string(),
    name: z.string(),
    unit: z.string().nullable(),
    /** The smallest and largest values among the parts the other filters leave; null when none has one. */
    lowest: z.number().nullable(),
    highest: z.number().nullable(),
    /** The page's range on this attribute. */
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
]);
export type Facet = z.infer<typeof ZFacet>;

export const ZCategoryPage = z.object({
  category: ZCategoryLink,
  /** Null for a top category: the breadcrumb's middle step. */
  parent: ZCategoryLink.nullable(),
  children: z.array(ZCategoryLink),
  items: z.array(ZProduct),
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
  /** Parts that pass every filter. */
  total: z.number().int(),
  facets: z.array(ZFacet),
  /** In stock: the parts the other filters leave that are in stock (the checkbox's count). */
  inStockCount: z.number().int(),
  /** Prices (cents) among the parts the other filters leave; null when none. */
  price: z.object({ lowest: z.number().int().nullable(), highest: z.number().int().nullable() }),
});
export type CategoryPage = z.infer<typeof ZCategoryPage>;

/** A part's specification, its category's attributes in order (its parent's first); values in their types. */
export const ZProductSpecifications = z.object({
  category: ZCategoryLink.nullable(),
  parent: ZCategoryLink.nullable(),
  specifications: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      unit: z.string().nullable(),
      value: z.union([z.number(), z.string(), z.boolean()]),
    }),
  ),
});
export type ProductSpecifications = z.infer<typeof ZProductSpecifications>;
