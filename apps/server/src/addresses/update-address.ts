import type { AddressUpdate, SavedAddress } from '@partsmith/contracts';
import { addresses, type Database } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { clearDefault, lockAddressBook, ownAddress, savedAddressColumns } from './address-book';

/**
 * Rewrites one of the customer's addresses. `isDefault` true makes it the default; false never takes the default
 * away (a book with addresses always has one): another address becomes the default by being made it.
 */
export function updateAddress({
  db,
  userId,
  input: { id, isDefault, ...fields },
}: {
  db: Database;
  userId: string;
  input: AddressUpdate;
}): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const before = await ownAddress(tx, userId, id);
    const becomesDefault = isDefault && !before.isDefault;
    if (becomesDefault) await clearDefault(tx, userId);
    const [saved] = await tx
      .update(addresses)
      .set({ ...fields, isDefault: before.isDefault || becomesDefault })
      .where(eq(addresses.id, id))
      .returning(savedAddressColumns);
    if (!saved) throw new Error('address update returned nothing');
    return saved;
  });
}
