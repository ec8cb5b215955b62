import {
  ADDRESSES_MAX,
  type AddressFields,
  AppError,
  MESSAGES,
  type SavedAddress,
} from '@partsmith/contracts';
import { addresses, type Database } from '@partsmith/db';
import { count, eq } from 'drizzle-orm';
import { clearDefault, lockAddressBook, savedAddressColumns } from './address-book';

/** Saves a new address; the book's first becomes the default whatever was asked, and at most ADDRESSES_MAX. */
export function createAddress({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: string;
  input: AddressFields;
}): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const existing = held?.n ?? 0;
    if (existing >= ADDRESSES_MAX) throw new AppError('CONFLICT', MESSAGES.addressBookFull(ADDRESSES_MAX));
    const isDefault = input.isDefault || existing === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [saved] = await tx
      .insert(addresses)
      .values({ ...input, userId, isDefault })
      .returning(savedAddressColumns);
    if (!saved) throw new Error('address insert returned nothing');
    return saved;
  });
}
