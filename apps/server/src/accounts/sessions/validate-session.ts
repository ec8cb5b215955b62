import type { User } from '@partsmith/contracts';
import { type Database, reusableQuery, sessions, users } from '@partsmith/db';
import { eq, sql } from 'drizzle-orm';
import { hashSecretToken, isWellFormedSecretToken } from '../secret-token';
import { userColumns } from '../user-row';
import type { CachedSession, SessionCache } from './session-cache';
import { extendedExpiry, SESSION_MAX_AGE_MS } from './session-policy';

export interface ValidSession {
  user: User;
  expiresAt: Date;
  /** True when this use moved the expiry, so a cookie should carry the new one. */
  refreshed: boolean;
}

/**
 * The session a token opens, or null; an expired session, or one of a removed user, is deleted on sight. A session
 * validated in the last few seconds comes from `cache`; its expiry is checked and moved all the same.
 */
export async function validateSession({
  db,
  cache,
  token,
  now,
}: {
  db: Database;
  cache: SessionCache;
  token: string;
  now: () => Date;
}): Promise<ValidSession | null> {
  if (!isWellFormedSecretToken(token)) return null;
  const id = hashSecretToken(token);
  const generation = cache.generation();
  const cached = cache.get(id);
  const session = cached ?? (await readSession(db, id));
  if (!session) return null;
  const at = now();
  if (session === 'removed user' || isOver(session, at)) {
    cache.forgetSession(id);
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const extended = extendedExpiry({ createdAt: session.createdAt, expiresAt: session.expiresAt, now: at });
  if (!extended) {
    // A hit is not stored again: its TTL runs from the read, so a lost notice outlives it by at most the TTL.
    if (!cached) cache.set(id, session, generation);
    return { user: session.user, expiresAt: session.expiresAt, refreshed: false };
  }
  await db.update(sessions).set({ expiresAt: extended }).where(eq(sessions.id, id));
  if (!cached) cache.set(id, { ...session, expiresAt: extended }, generation);
  // The entry keeps its TTL from the read; only its expiry moves, so the next use does not write again.
  else cached.expiresAt = extended;
  return { user: session.user, expiresAt: extended, refreshed: true };
}

const isOver = ({ createdAt, expiresAt }: CachedSession, at: Date) =>
  at >= expiresAt || at.getTime() >= createdAt.getTime() + SESSION_MAX_AGE_MS;

/** Every signed-in request's first read: built once and prepared on each connection (decision 0035). */
const selectSession = reusableQuery((db) =>
  db
    .select({
      user: userColumns,
      userDeletedAt: users.deletedAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id'),
);

async function readSession(db: Database, id: string): Promise<CachedSession | 'removed user' | null> {
  const [row] = await selectSession(db, { id });
  if (!row) return null;
  return row.userDeletedAt
    ? 'removed user'
    : { user: row.user, createdAt: row.createdAt, expiresAt: row.expiresAt };
}
