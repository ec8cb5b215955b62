import type { Database } from '@partsmith/db';
import { connectGoogle } from './connect-google';
import type { SessionCache } from './sessions/session-cache';
import { type GoogleIdentity, signInWithGoogle } from './sign-in-with-google';

/** The Google popup's use cases bound to their database and clock, for the HTTP layer (as the session store). */
export function createGoogleAccounts({
  db,
  now,
  sessionCache,
}: {
  db: Database;
  now: () => Date;
  sessionCache: SessionCache;
}) {
  return {
    signIn: (identity: GoogleIdentity) => signInWithGoogle({ db, now, identity }),
    async connect(userId: string, identity: GoogleIdentity) {
      const connected = await connectGoogle({ db, now, userId, identity });
      // A connection that proves the mailbox ends the account's other sessions.
      sessionCache.forgetUser(userId);
      return connected;
    },
  };
}

export type GoogleAccounts = ReturnType<typeof createGoogleAccounts>;
