import { AppError, MESSAGES } from '@partsmith/contracts';
import { type Database, products } from '@partsmith/db';
import { and, isNull, sql } from 'drizzle-orm';
import { uniqueViolationOf } from '../shared/database-error';

/** The partial unique index on lower(part_number) of the parts on sale (migration 0010). */
const PART_NUMBER_KEY = 'products_on_sale_part_number_key';
/** A number from the sequence an admin had already typed is skipped; this many in a row means something else. */
const ASSIGNED_NUMBER_TRIES = 20;

/**
 * Runs a write that gives a part its number, in a savepoint of `tx`: the unique index decides, so two admins
 * saving the same number at once cannot both win, and the loser hears who holds it (409) with nothing written.
 * With no number given (`partNumber` undefined) the database assigns one; one that is taken is skipped.
 */
export async function claimPartNumber<T>(
  tx: Database,
  partNumber: string | undefined,
  write: (savepoint: Database) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(write);
    } catch (error) {
      if (uniqueViolationOf(error) !== PART_NUMBER_KEY) throw error;
      if (partNumber === undefined && attempt < ASSIGNED_NUMBER_TRIES) continue;
      if (partNumber === undefined)
        throw new Error('no free part number from the sequence', { cause: error });
      throw await partNumberTaken(tx, partNumber);
    }
  }
}

async function partNumberTaken(tx: Database, partNumber: string): Promise<AppError> {
  const [holder] = await tx
    .select({ partNumber: products.partNumber, name: products.name })
    .from(products)
    .where(and(sql`lower(${products.partNumber}) = lower(${partNumber})`, isNull(products.deletedAt)));
  // The holder can only be gone if it was removed since: its number is free again, but this write is over.
  return new AppError(
    'CONFLICT',
    MESSAGES.productPartNumberTaken(holder?.partNumber ?? partNumber, holder?.name ?? 'another part'),
  );
}
