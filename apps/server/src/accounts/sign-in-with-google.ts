import { AppError, MESSAGES, type User } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { emailIs, userColumns } from './user-row';

export interface GoogleIdentity {
  /** Google's stable id for the person (`sub`); their email may change, this does not. */
  subject: string;
  email: string;
  /** The ID token's `email_verified`: whether the provider vouches that the person holds `email`. */
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * The account a Google sign-in opens. Only live accounts count: a removed one stays closed, and its address and
 * identity are free again.
 * - The account already linked to this identity.
 * - Else the account with the same email, linked now only when both sides proved that mailbox (the provider's
 *   `email_verified` and the account's own verification) and it is not an admin's. Otherwise refused, nothing
 *   written: a password chosen by someone who never proved the mailbox must not end up sharing the account.
 * - Else a new customer account without a password, its email verified by the provider's word.
 */
export async function signInWithGoogle({
  db,
  now,
  identity,
}: {
  db: Database;
  now: () => Date;
  identity: GoogleIdentity;
}): Promise<User> {
  const email = identity.email.trim().toLowerCase();
  const accountExists = new AppError('CONFLICT', MESSAGES.googleAccountExists);
  return db.transaction(async (tx) => {
    const live = isNull(users.deletedAt);
    const [linked] = await tx
      .select(userColumns)
      .from(users)
      .where(and(eq(users.googleSub, identity.subject), live));
    if (linked) return linked;

    const [sameEmail] = await tx
      .select({ ...userColumns, googleSub: users.googleSub, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(and(emailIs(email), live))
      .for('update');
    if (sameEmail) {
      const { googleSub, emailVerifiedAt, ...user } = sameEmail;
      const bothProved = identity.emailVerified && emailVerifiedAt !== null;
      if (!bothProved || user.role === 'admin' || googleSub !== null) throw accountExists;
      await tx.update(users).set({ googleSub: identity.subject }).where(eq(users.id, user.id));
      return user;
    }

    if (!identity.emailVerified) throw new AppError('FORBIDDEN', MESSAGES.googleEmailUnverified);
    const [created] = await tx
      .insert(users)
      .values({
        email,
        name: identity.name?.trim() || email.split('@')[0] || email,
        googleSub: identity.subject,
        emailVerifiedAt: now(),
      })
      // A registration (or another popup) for this address or identity committed first.
      .onConflictDoNothing()
      .returning(userColumns);
    if (!created) throw accountExists;
    return created;
  });
}
