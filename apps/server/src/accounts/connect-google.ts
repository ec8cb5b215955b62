import { AppError, MESSAGES } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { deleteUserSessions } from './sessions/delete-user-sessions';
import type { GoogleIdentity } from './sign-in-with-google';

/**
 * Links a Google identity to the signed-in account at its owner's request (My Profile), the only way a Google
 * identity joins an account that cannot be linked at sign-in. Refused when the provider has not verified the Google
 * address, when the identity belongs to another account, when this account has another one, and when an unverified
 * account asks for a different address (else whoever squatted an address could attach their own Google to it).
 * Google proving an unverified account's own address means whoever chose its password never did: the password is
 * dropped and every session ended, and `emailProven` tells the caller to start a fresh one for this browser.
 */
export async function connectGoogle({
  db,
  now,
  userId,
  identity,
}: {
  db: Database;
  now: () => Date;
  userId: string;
  identity: GoogleIdentity;
}): Promise<{ emailProven: boolean }> {
  if (!identity.emailVerified) throw new AppError('FORBIDDEN', MESSAGES.googleEmailUnverified);
  return db.transaction(async (tx) => {
    const live = isNull(users.deletedAt);
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        googleSub: users.googleSub,
        verifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(and(eq(users.id, userId), live))
      .for('update');
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.googleConnectFailed);
    if (user.googleSub === identity.subject) return { emailProven: false };
    if (user.googleSub !== null) throw new AppError('CONFLICT', MESSAGES.googleAlreadyConnected);
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.googleSub, identity.subject), ne(users.id, user.id), live));
    if (other) throw new AppError('CONFLICT', MESSAGES.googleLinkedElsewhere);

    const sameAddress = identity.email.trim().toLowerCase() === user.email.toLowerCase();
    if (user.verifiedAt === null && !sameAddress)
      throw new AppError('FORBIDDEN', MESSAGES.googleConnectNeedsVerifiedEmail);
    const emailProven = user.verifiedAt === null;
    await tx
      .update(users)
      .set(
        emailProven
          ? { googleSub: identity.subject, emailVerifiedAt: now(), passwordHash: null }
          : { googleSub: identity.subject },
      )
      .where(eq(users.id, user.id));
    if (emailProven) await deleteUserSessions({ db: tx, userId: user.id });
    return { emailProven };
  });
}
