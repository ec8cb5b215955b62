import { AppError, type EmailVerificationInput, MESSAGES } from '@partsmith/contracts';
import { type Database, emailVerifications, users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { hashSecretToken, isWellFormedSecretToken } from './secret-token';
import { emailIs, emailVerifiedSince } from './user-row';

/**
 * Spends a mailed link once, within its 24 hours, for the signed-in owner of the account it was sent for: holding
 * the password and reading the mailbox must be proven by the same person, so a stranger who squatted the address
 * gains nothing when its owner clicks the link. Every other open link of the account is spent with it; any refusal
 * changes nothing.
 */
export async function verifyEmail({
  db,
  now,
  userId,
  input,
}: {
  db: Database;
  now: () => Date;
  userId: string;
  input: EmailVerificationInput;
}): Promise<void> {
  const invalidLink = new AppError('BAD_REQUEST', MESSAGES.verificationLinkInvalid);
  if (!isWellFormedSecretToken(input.token)) throw invalidLink;
  const at = now();

  await db.transaction(async (tx) => {
    const [verification] = await tx
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, hashSecretToken(input.token)))
      .for('update');
    if (!verification || verification.usedAt || verification.expiresAt <= at) throw invalidLink;
    if (verification.userId !== userId)
      throw new AppError('BAD_REQUEST', MESSAGES.verificationLinkOtherAccount);
    // The account must still hold the address the link went to.
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: emailVerifiedSince(at) })
      .where(and(eq(users.id, userId), isNull(users.deletedAt), emailIs(verification.email)))
      .returning({ id: users.id });
    if (!user) throw invalidLink;
    await tx
      .update(emailVerifications)
      .set({ usedAt: at })
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
  });
}
