import { AppError, MESSAGES, type SavedAddress } from '@partsmith/contracts';
import { addresses, type Queryable, reusableQuery, users } from '@partsmith/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

/** The columns an address answers with: never its owner or when it was made. */
export const savedAddressColumns = {
  id: addresses.id,
  recipient: addresses.recipient,
  line1: addresses.line1,
  line2: addresses.line2,
  city: addresses.city,
  region: addresses.region,
  postcode: addresses.postcode,
  country: addresses.country,
  phone: addresses.phone,
  isDefault: addresses.isDefault,
};

/** The book's order: the default first, then oldest first (uuidv7 ids break a tie in creation order). */
export const addressBookOrder = [desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id)];

/**
 * Locks the owner's account row (`for no key update`: sessions and orders that reference it are not held up), so
 * the writes to one address book run one after another: the cap is counted and the default moved without a race
 * against the unique index.
 */
export async function lockAddressBook(tx: Queryable, userId: string): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  // The account was removed after its session was checked: nothing of theirs is left to write to.
  if (!owner) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

// Built once and prepared on every connection (decision 0035): every checkout reads its address by it.
const selectOwnAddress = reusableQuery((db) =>
  db
    .select(savedAddressColumns)
    .from(addresses)
    .where(and(eq(addresses.id, sql.placeholder('id')), eq(addresses.userId, sql.placeholder('userId'))))
    .prepare('select_own_address'),
);

/** The owner's address, locked with the book; another customer's id is NOT_FOUND, as an unknown one is. */
export async function ownAddress(tx: Queryable, userId: string, id: string): Promise<SavedAddress> {
  const [address] = await selectOwnAddress(tx, { id, userId });
  if (!address) throw new AppError('NOT_FOUND', MESSAGES.addressNotFound);
  return address;
}

/** No address of the owner's is the default any more: done before another one becomes it. */
export async function clearDefault(tx: Queryable, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}
