import { type AdminAttribute, AppError, MESSAGES } from '@partsmith/contracts';
import { categoryAttributes, type Database } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { attributeColumns } from './category-rows';

/** The attribute's row, locked for the rest of the transaction: a part given a value for it meanwhile waits. */
export async function lockAttribute(
  tx: Database,
  id: string,
): Promise<AdminAttribute & { categoryId: string }> {
  const [row] = await tx
    .select({ ...attributeColumns, categoryId: categoryAttributes.categoryId })
    .from(categoryAttributes)
    .where(eq(categoryAttributes.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.attributeNotFound);
  return row;
}
