import type { Database } from '@partsmith/db';
import { hashSecretToken } from '../secret-token';
import { createSession } from './create-session';
import { deleteSession } from './delete-session';
import type { SessionCache } from './session-cache';
import { validateSession } from './validate-session';

/** The session use cases bound to their database, clock and this process's cache, for the HTTP layer. */
export function createSessionStore({
  db,
  now,
  cache,
}: {
  db: Database;
  now: () => Date;
  cache: SessionCache;
}) {
  return {
    create: (userId: string) => createSession({ db, userId, now }),
    validate: (token: string) => validateSession({ db, cache, token, now }),
    async delete(token: string) {
      try {
        await deleteSession({ db, token });
      } finally {
        // After the delete, so a validation that read the row before it cannot cache it again; the other
        // instances hear of it through the trigger's NOTIFY (session-change-listener.ts).
        cache.forgetSession(hashSecretToken(token));
      }
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
