import { type Database, sessions } from '@partsmith/db';
import { and, eq, lte } from 'drizzle-orm';
import { generateSecretToken, hashSecretToken } from '../secret-token';
import { SESSION_INACTIVITY_MS } from './session-policy';

export interface NewSession {
  /** Handed to the client once; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** A new session at every sign-in; the user's expired ones are swept at the same time, so rows do not pile up. */
export async function createSession({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: string;
  now: () => Date;
}): Promise<NewSession> {
  const token = generateSecretToken();
  const createdAt = now();
  const expiresAt = new Date(createdAt.getTime() + SESSION_INACTIVITY_MS);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, createdAt)));
  await db.insert(sessions).values({ id: hashSecretToken(token), userId, createdAt, expiresAt });
  return { token, expiresAt };
}
