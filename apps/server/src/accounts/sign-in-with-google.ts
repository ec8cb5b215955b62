import { AppError, MESSAGES, type User } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { emailIs, userColumns } from './user-row';

export interface GoogleIdentity {
  /** Google's stable id for the person (`sub`); their email may change, this does not. */
  subject: string;
  /** Verified by Google: the caller checks `email_verified` before calling. */
  email: string;
  name: string | undefined;
}

/**
 * The account for a Google identity: the one already linked to it, else the account with the same (verified)
 * email, which gets linked, else a new customer account without a password.
 */
export async function signInWithGoogle({
  db,
  identity,
}: {
  db: Database;
  identity: GoogleIdentity;
}): Promise<User> {
  const refused = new AppError('FORBIDDEN', MESSAGES.googleSignInFailed);
  const email = identity.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const lookup = { ...userColumns, googleSub: users.googleSub, deletedAt: users.deletedAt };
    const [linked] = await tx.select(lookup).from(users).where(eq(users.googleSub, identity.subject));
    const [sameEmail] = linked ? [] : await tx.select(lookup).from(users).where(emailIs(email)).for('update');
    const existing = linked ?? sameEmail;
    if (existing) {
      // A removed account stays closed; an account linked to another Google identity is not taken over.
      if (existing.deletedAt || (existing.googleSub && existing.googleSub !== identity.subject))
        throw refused;
      if (!existing.googleSub)
        await tx.update(users).set({ googleSub: identity.subject }).where(eq(users.id, existing.id));
      const { googleSub: _linked, deletedAt: _deleted, ...user } = existing;
      return user;
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        name: identity.name?.trim() || email.split('@')[0] || email,
        googleSub: identity.subject,
      })
      .returning(userColumns);
    if (!created) throw refused;
    return created;
  });
}
