import { AppError, MESSAGES, type Profile } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { profileColumns } from './profile-row';

export async function getProfile({ db, userId }: { db: Database; userId: string }): Promise<Profile> {
  const [profile] = await db
    .select(profileColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!profile) throw new AppError('NOT_FOUND', MESSAGES.noUserLoggedIn);
  return profile;
}
