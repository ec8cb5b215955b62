import { VERIFY_EMAIL_PATH } from '@partsmith/contracts';
import { emailVerifications, type Queryable } from '@partsmith/db';
import type { MailMessage } from '../mail/mailer';
import { emailVerificationMail } from './email-verification-mail';
import { generateSecretToken, hashSecretToken } from './secret-token';

export const EMAIL_VERIFICATION_VALIDITY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores the hash of a single-use token for the account's current address and returns the mail carrying its link;
 * the caller queues it in the same transaction, so it goes out once that commits.
 */
export async function issueEmailVerification({
  db,
  now,
  publicUrl,
  user,
}: {
  db: Queryable;
  now: () => Date;
  publicUrl: string;
  user: { id: string; email: string; name: string };
}): Promise<MailMessage> {
  const token = generateSecretToken();
  const createdAt = now();
  await db.insert(emailVerifications).values({
    tokenHash: hashSecretToken(token),
    userId: user.id,
    email: user.email,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + EMAIL_VERIFICATION_VALIDITY_MS),
  });
  const link = new URL(`${VERIFY_EMAIL_PATH}?token=${token}`, publicUrl).href;
  return emailVerificationMail({ to: user.email, name: user.name, link });
}
