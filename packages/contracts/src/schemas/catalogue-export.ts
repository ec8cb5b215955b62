import { z } from 'zod';
import { STOCK_FILTERS, type StockFilter } from '../constants';
import { IMPORT_MESSAGES } from '../import-messages';
import { MESSAGES } from '../messages';
import { isShortOfStock } from '../overview-figures';
import { isUuid } from './entity-id';

/** The part's own columns (decision 0062); a `spec:<key>` column per attribute key follows them. */
export const CATALOGUE_PART_COLUMNS = [
  'part_number',
  'name',
  'description',
  'category',
  'price',
  'price_breaks',
  'minimum',
  'pack_size',
  'maximum_per_order',
  'stock',
  'weight_grams',
] as const;
export type CataloguePartColumn = (typeof CATALOGUE_PART_COLUMNS)[number];
export const SPECIFICATION_COLUMN_PREFIX = 'spec:';

/** Parts read per call while the catalogue export streams (decision 0062). */
export const CATALOGUE_EXPORT_PAGE_SIZE = 500;

/**
 * The All Products filters, which the export takes too (decision 0062): a category with its sub-categories (by
 * slug), text the part number or name contains, and the stock: `in` (at least the minimum order), `low` (some, but
 * fewer than the minimum order), `out` (none). Blank values are no filter.
 */
export const ZCatalogueFilter = z.object({
  category: z
    .string()
    .trim()
    .max(200)
    .transform((slug) => slug || undefined)
    .optional(),
  q: z
    .string()
    .trim()
    .max(200)
    .transform((text) => text || undefined)
    .optional(),
  stock: z.enum(STOCK_FILTERS, { error: IMPORT_MESSAGES.stockFilterInvalid }).optional(),
});
export type CatalogueFilter = z.output<typeof ZCatalogueFilter>;

/** Whether a part passes the stock filter: the one rule the list and the export share. */
export function stockFilterMatches(
  stock: StockFilter,
  part: { quantity: number; minimumOrderQuantity: number },
) {
  if (stock === 'short') return isShortOfStock(part);
  if (stock === 'out') return part.quantity === 0;
  if (stock === 'low') return part.quantity > 0 && part.quantity < part.minimumOrderQuantity;
  return part.quantity >= part.minimumOrderQuantity;
}

/** The filters, and `after`: the last part id of the previous call; none for the first. */
export const ZCatalogueExportInput = ZCatalogueFilter.extend({
  after: z.string().refine(isUuid, { error: MESSAGES.listCursorInvalid }).optional(),
});
export type CatalogueExportInput = z.output<typeof ZCatalogueExportInput>;

/** One part on sale with everything an admin edits about it, specifications by attribute key. */
export const ZExportedPart = z.object({
  id: z.string(),
  partNumber: z.string(),
  name: z.string(),
  description: z.string(),
  /** The category's slug; null for a part added before categories. */
  category: z.string().nullable(),
  priceCents: z.number().int(),
  priceBreaks: z.array(z.object({ minimumQuantity: z.number().int(), unitPriceCents: z.number().int() })),
  minimumOrderQuantity: z.number().int(),
  packSize: z.number().int(),
  maximumPerOrder: z.number().int().nullable(),
  stock: z.number().int(),
  weightGrams: z.number().int(),
  specifications: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
});
export type ExportedPart = z.infer<typeof ZExportedPart>;

/** Up to CATALOGUE_EXPORT_PAGE_SIZE parts in part id order; every attribute key, for the file's columns. */
export const ZCatalogueExportPage = z.object({
  specificationKeys: z.array(z.string()),
  parts: z.array(ZExportedPart),
  after: z.string().nullable(),
});
export type CatalogueExportPage = z.infer<typeof ZCatalogueExportPage>;

/** Where an admin downloads the catalogue export. */
export const CATALOGUE_CSV_PATH = '/api/catalogue.csv';

/** The export of what the filters show: its link carries them as the query string. */
export function catalogueCsvPath(filter: { category?: string; q?: string; stock?: string }): string {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `${CATALOGUE_CSV_PATH}?${query}` : CATALOGUE_CSV_PATH;
}
