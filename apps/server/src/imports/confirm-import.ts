import {
  AppError,
  CATALOGUE_IMPORT_LISTED,
  type CatalogueImportConfirmInput,
  type CatalogueImportResult,
  IMPORT_MESSAGES,
} from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { JobQueue } from '../jobs/job-queue';
import { uniqueViolationOf } from '../shared/database-error';
import { planImport } from './plan-import';
import { readImportFile } from './read-import-file';
import { writeImport } from './write-import';

/**
 * Imports the file previewed (its bytes must hash to the preview's digest) in one transaction: planned again on
 * the locked parts, refused whole when any row is, otherwise every part created and changed, audited, with one
 * new catalogue version. The upload is read before the transaction opens, so a slow client holds no lock.
 */
export async function confirmImport({
  db,
  jobs,
  actorId,
  input,
}: {
  db: Database;
  jobs: JobQueue;
  actorId: string;
  input: CatalogueImportConfirmInput;
}): Promise<CatalogueImportResult> {
  const file = await readImportFile(input.source);
  if (file.digest !== input.digest) throw new AppError('CONFLICT', IMPORT_MESSAGES.digestMismatch);
  try {
    return await db.transaction(async (tx) => {
      const plan = await planImport(tx, { file, lock: true });
      if (plan.counts.refused > 0)
        throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.hasRefusals(plan.counts.refused));
      const parts = await writeImport(tx, { plan, actorId, jobs });
      return { counts: plan.counts, parts: parts.slice(0, CATALOGUE_IMPORT_LISTED) };
    });
  } catch (error) {
    // A part numbered like a new row was added since the plan read the numbers: nothing of the file is written.
    if (uniqueViolationOf(error) === 'products_on_sale_part_number_key')
      throw new AppError('CONFLICT', IMPORT_MESSAGES.partNumberAddedMeanwhile);
    throw error;
  }
}
