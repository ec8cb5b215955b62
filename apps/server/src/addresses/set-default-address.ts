import type { SavedAddress } from '@partsmith/contracts';
import { addresses, type Database } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { clearDefault, lockAddressBook, ownAddress, savedAddressColumns } from './address-book';

/** Makes one of the customer's addresses the default, and the one that was no longer. */
export function setDefaultAddress({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: string;
}): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const address = await ownAddress(tx, userId, id);
    if (address.isDefault) return address;
    await clearDefault(tx, userId);
    const [saved] = await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(eq(addresses.id, id))
      .returning(savedAddressColumns);
    if (!saved) throw new Error('address update returned nothing');
    return saved;
  });
}
