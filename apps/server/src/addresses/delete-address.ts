import { AppError, MESSAGES } from '@partsmith/contracts';
import { addresses, type Database } from '@partsmith/db';
import { and, asc, eq } from 'drizzle-orm';
import { lockAddressBook } from './address-book';

/**
 * Deletes one of the customer's addresses; when it was the default, the oldest one left becomes it. Orders keep
 * their own copy of where they went.
 */
export function deleteAddress({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: string;
}): Promise<void> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw new AppError('NOT_FOUND', MESSAGES.addressNotFound);
    if (!deleted.isDefault) return;
    const [oldest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.createdAt), asc(addresses.id))
      .limit(1);
    if (oldest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, oldest.id));
  });
}
