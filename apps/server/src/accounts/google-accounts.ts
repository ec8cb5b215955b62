import type { Database } from '@partsmith/db';
import { connectGoogle } from './connect-google';
import { type GoogleIdentity, signInWithGoogle } from './sign-in-with-google';

/** The Google popup's use cases bound to their database and clock, for the HTTP layer (as the session store). */
export function createGoogleAccounts({ db, now }: { db: Database; now: () => Date }) {
  return {
    signIn: (identity: GoogleIdentity) => signInWithGoogle({ db, now, identity }),
    connect: (userId: string, identity: GoogleIdentity) => connectGoogle({ db, now, userId, identity }),
  };
}

export type GoogleAccounts = ReturnType<typeof createGoogleAccounts>;
