import type { SavedAddress } from '@partsmith/contracts';
import { addresses, type Queryable } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { addressBookOrder, savedAddressColumns } from './address-book';

/** The customer's address book: the default first, then oldest first. */
export function listAddresses({ db, userId }: { db: Queryable; userId: string }): Promise<SavedAddress[]> {
  return db
    .select(savedAddressColumns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(...addressBookOrder);
}
