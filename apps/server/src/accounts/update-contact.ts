import { AppError, MESSAGES, type Profile, type ProfileContact } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { profileColumns } from './profile-row';

/**
 * Saves the phone and address alone (the purchase page's "save to my profile"), so a customer whose LinkedIn,
 * education or NID is still missing can keep them too; the other fields stay as they are.
 */
export async function updateContact({
  db,
  userId,
  contact: { phone, address },
}: {
  db: Database;
  userId: string;
  contact: ProfileContact;
}): Promise<Profile> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(users)
      .set({ phone, address })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning(profileColumns);
    if (!saved) throw new AppError('NOT_FOUND', MESSAGES.noUserLoggedIn);
    return saved;
  });
}
