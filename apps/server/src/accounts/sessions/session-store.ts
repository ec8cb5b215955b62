import type { Database } from '@partsmith/db';
import { createSession } from './create-session';
import { deleteSession } from './delete-session';
import { validateSession } from './validate-session';

/** The session use cases bound to their database and clock, for the HTTP layer. */
export function createSessionStore({ db, now }: { db: Database; now: () => Date }) {
  return {
    create: (userId: string) => createSession({ db, userId, now }),
    validate: (token: string) => validateSession({ db, token, now }),
    delete: (token: string) => deleteSession({ db, token }),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
