import { type Database, sessions } from '@partsmith/db';
import { eq } from 'drizzle-orm';

/** Ends every session of a user: after a password reset or the user's removal. */
export async function deleteUserSessions({ db, userId }: { db: Database; userId: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
