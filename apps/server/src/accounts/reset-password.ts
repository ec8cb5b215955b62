import { AppError, MESSAGES, type PasswordResetInput } from '@partsmith/contracts';
import { type Database, passwordResets, users } from '@partsmith/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from './password-hashing';
import { hashSecretToken, isWellFormedSecretToken } from './secret-token';
import { deleteUserSessions } from './sessions/delete-user-sessions';
import { emailVerifiedSince } from './user-row';

/**
 * Uses the link once: sets the password, spends every other open link of that user, and ends all their sessions.
 * The link came by mail, so the mailbox is proven too.
 */
export async function resetPassword({
  db,
  now,
  input,
}: {
  db: Database;
  now: () => Date;
  input: PasswordResetInput;
}): Promise<void> {
  const invalidLink = new AppError('BAD_REQUEST', MESSAGES.resetLinkInvalid);
  if (!isWellFormedSecretToken(input.token)) throw invalidLink;
  // Hashed before the transaction: argon2 is slow and needs no lock.
  const passwordHash = await hashPassword(input.password);
  const at = now();

  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(
        and(
          eq(passwordResets.tokenHash, hashSecretToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, at),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw invalidLink;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: emailVerifiedSince(at) })
      .where(and(eq(users.id, reset.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!user) throw invalidLink;
    await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await deleteUserSessions({ db: tx, userId: user.id });
  });
}
