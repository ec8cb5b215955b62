import type { User } from '@partsmith/contracts';

/** A session as validated from the database: enough to re-check its expiry and move it without a query. */
export interface CachedSession {
  user: User;
  createdAt: Date;
  expiresAt: Date;
}

/** How long a validated session is answered from memory: the bound on staleness if a notification is lost. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every active customer of one instance; past it the oldest entry goes. */
const MAX_ENTRIES = 10_000;

export interface SessionCache {
  /** The session stored under a token's hash, if it was validated less than the TTL ago. */
  get(id: string): CachedSession | null;
  /**
   * The invalidation count now: read it before reading a session from the database, and hand it to `set`, so a
   * read that raced with a sign-out or a role change is not cached.
   */
  generation(): number;
  set(id: string, session: CachedSession, generation: number): void;
  forgetSession(id: string): void;
  /** After any change to the account or an end of one of its sessions. */
  forgetUser(userId: string): void;
  /** When a change may have gone unannounced (the listener reconnected). */
  clear(): void;
}

/**
 * Validated sessions in this process's memory, keyed by the token's hash, so a signed-in request costs no query.
 * Sign-outs and account changes reach it at once on this instance (`forget…`) and through NOTIFY on the others
 * (session-change-listener.ts); the TTL bounds what a lost notice could leave behind.
 */
export function createSessionCache({
  ttlMs = SESSION_CACHE_TTL_MS,
  clock = () => performance.now(),
}: {
  ttlMs?: number;
  /** Milliseconds, monotonic: the TTL is real time, whatever clock sessions expire by. */
  clock?: () => number;
} = {}): SessionCache {
  const entries = new Map<string, CachedSession & { cachedAt: number }>();
  let invalidations = 0;
  return {
    get(id) {
      const entry = entries.get(id);
      if (!entry) return null;
      if (clock() - entry.cachedAt < ttlMs) return entry;
      entries.delete(id);
      return null;
    },
    generation: () => invalidations,
    set(id, session, generation) {
      if (generation !== invalidations) return;
      entries.delete(id);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(id, { ...session, cachedAt: clock() });
    },
    forgetSession(id) {
      invalidations += 1;
      entries.delete(id);
    },
    forgetUser(userId) {
      invalidations += 1;
      for (const [id, entry] of entries) if (entry.user.id === userId) entries.delete(id);
    },
    clear() {
      invalidations += 1;
      entries.clear();
    },
  };
}
