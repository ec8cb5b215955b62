import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isUuid } from './entity-id';

/** Parts read per call while the catalogue export streams (decision 0062). */
export const CATALOGUE_EXPORT_PAGE_SIZE = 500;

/** `after`: the last part id of the previous call; none for the first. */
export const ZCatalogueExportInput = z.object({
  after: z.string().refine(isUuid, { error: MESSAGES.listCursorInvalid }).optional(),
});
export type CatalogueExportInput = z.infer<typeof ZCatalogueExportInput>;

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
