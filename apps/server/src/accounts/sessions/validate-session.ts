import type { User } from '@partsmith/contracts';
import { type Database, sessions, users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { hashSecretToken, isWellFormedSecretToken } from '../secret-token';
import { userColumns } from '../user-row';
import { extendedExpiry, SESSION_MAX_AGE_MS } from './session-policy';

export interface ValidSession {
  user: User;
  expiresAt: Date;
  /** True when this use moved the expiry, so a cookie should carry the new one. */
  refreshed: boolean;
}

/** The session a token opens, or null; an expired session, or one of a removed user, is deleted on sight. */
export async function validateSession({
  db,
  token,
  now,
}: {
  db: Database;
  token: string;
  now: () => Date;
}): Promise<ValidSession | null> {
  if (!isWellFormedSecretToken(token)) return null;
  const id = hashSecretToken(token);
  const [row] = await db
    .select({
      user: userColumns,
      userDeletedAt: users.deletedAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return null;

  const at = now();
  const pastMaxAge = at.getTime() >= row.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (row.userDeletedAt || pastMaxAge || at >= row.expiresAt) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const extended = extendedExpiry({ createdAt: row.createdAt, expiresAt: row.expiresAt, now: at });
  if (!extended) return { user: row.user, expiresAt: row.expiresAt, refreshed: false };
  await db.update(sessions).set({ expiresAt: extended }).where(eq(sessions.id, id));
  return { user: row.user, expiresAt: extended, refreshed: true };
}
