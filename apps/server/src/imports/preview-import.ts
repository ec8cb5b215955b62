import {
  CATALOGUE_IMPORT_LISTED,
  type CatalogueImportPreview,
  type CatalogueImportPreviewInput,
} from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { planImport } from './plan-import';
import { readImportFile } from './read-import-file';

/**
 * What importing the file would do, with its digest for the confirm (decision 0070): counts, and the first rows
 * created, changed (each field old → new) and refused (with the reason). Nothing is written.
 */
export async function previewImport({
  db,
  input,
}: {
  db: Database;
  input: CatalogueImportPreviewInput;
}): Promise<CatalogueImportPreview> {
  const file = await readImportFile(input.source);
  const plan = await planImport(db, { file, lock: false });
  const listed = <T>(rows: T[]) => rows.slice(0, CATALOGUE_IMPORT_LISTED);
  return {
    digest: file.digest,
    counts: plan.counts,
    created: listed(plan.created).map(({ row, part }) => ({
      row,
      partNumber: part.partNumber,
      name: part.name,
    })),
    changed: listed(plan.changed).map(({ row, part, changes }) => ({
      row,
      partNumber: part.partNumber,
      name: part.name,
      changes,
    })),
    refused: listed(plan.refused),
  };
}
