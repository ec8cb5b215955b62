import { type Database, sessions } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { hashSecretToken } from '../secret-token';

/** Sign-out: ends the session this token opened. */
export async function deleteSession({ db, token }: { db: Database; token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashSecretToken(token)));
}
