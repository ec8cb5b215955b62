import { z } from 'zod';
import { IMPORT_MESSAGES as M } from '../import-messages';

/** The most rows one file may hold: each is checked and, on confirm, written in one transaction. */
export const CATALOGUE_IMPORT_MAX_ROWS = 20_000;
/** The rows of each kind the preview lists; its counts are always whole. */
export const CATALOGUE_IMPORT_LISTED = 200;

/**
 * The upload's bytes as they arrive, read only once the caller passed the access rule; it throws at the end when
 * the file was cut at the size limit. Only the server builds one: over HTTP JSON this input can never be given.
 */
export interface ImportSource {
  chunks(): AsyncIterable<Uint8Array>;
}

const ZImportSource = z.custom<ImportSource>(
  (value) => typeof (value as Partial<ImportSource> | null)?.chunks === 'function',
  M.fileRequired,
);

/** The SHA-256 of the previewed file, in lower-case hex: the confirm is bound to exactly those bytes. */
export const ZImportDigest = z.string({ error: M.digestRequired }).regex(/^[0-9a-f]{64}$/, M.digestRequired);

export const ZCatalogueImportPreviewInput = z.object({ source: ZImportSource });
export type CatalogueImportPreviewInput = z.infer<typeof ZCatalogueImportPreviewInput>;
export const ZCatalogueImportConfirmInput = z.object({ source: ZImportSource, digest: ZImportDigest });
export type CatalogueImportConfirmInput = z.infer<typeof ZCatalogueImportConfirmInput>;
export const ZCatalogueImportConfirmQuery = z.object({ digest: ZImportDigest });

/** One field a row changes, as the file writes it ("0.42", "50=0.36; 250=0.31", "yes"); blank is "". */
export const ZImportFieldChange = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type ImportFieldChange = z.infer<typeof ZImportFieldChange>;

/** `row`: the record's line in the file as a spreadsheet numbers it (the header is row 1). */
export const ZImportCreatedRow = z.object({
  row: z.number().int(),
  partNumber: z.string(),
  name: z.string(),
});
export const ZImportChangedRow = ZImportCreatedRow.extend({ changes: z.array(ZImportFieldChange) });
export const ZImportRefusedRow = z.object({
  row: z.number().int(),
  partNumber: z.string(),
  reason: z.string(),
});
export type ImportRefusedRow = z.infer<typeof ZImportRefusedRow>;

export const ZImportCounts = z.object({
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof ZImportCounts>;

/** What confirming the file would do; nothing is written. Lists hold the first CATALOGUE_IMPORT_LISTED rows. */
export const ZCatalogueImportPreview = z.object({
  digest: z.string(),
  counts: ZImportCounts,
  created: z.array(ZImportCreatedRow),
  changed: z.array(ZImportChangedRow),
  refused: z.array(ZImportRefusedRow),
});
export type CatalogueImportPreview = z.infer<typeof ZCatalogueImportPreview>;

/** What the confirmed import wrote, with the first parts written for links. */
export const ZCatalogueImportResult = z.object({
  counts: ZImportCounts,
  parts: z.array(
    z.object({ id: z.string(), partNumber: z.string(), name: z.string(), created: z.boolean() }),
  ),
});
export type CatalogueImportResult = z.infer<typeof ZCatalogueImportResult>;
