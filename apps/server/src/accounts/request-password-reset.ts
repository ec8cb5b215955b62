import { RESET_PASSWORD_PATH } from '@partsmith/contracts';
import { type Database, passwordResets, users } from '@partsmith/db';
import { and, isNull } from 'drizzle-orm';
import type { JobQueue } from '../jobs/job-queue';
import { passwordResetMail } from './password-reset-mail';
import { generateSecretToken, hashSecretToken } from './secret-token';
import { emailIs } from './user-row';

export const PASSWORD_RESET_VALIDITY_MS = 30 * 60 * 1000;

export interface RequestPasswordResetOptions {
  db: Database;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
  email: string;
}

/**
 * Stores the hash of a single-use token and mails its link. Unknown emails get the same silent answer, and the
 * mail goes out after the answer, so neither the answer nor its timing tells whether an account exists.
 */
export async function requestPasswordReset(options: RequestPasswordResetOptions): Promise<void> {
  const { db, jobs, publicUrl, now, email } = options;
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(emailIs(email), isNull(users.deletedAt)));
  if (!user) return;

  const token = generateSecretToken();
  const createdAt = now();
  const link = new URL(`${RESET_PASSWORD_PATH}?token=${token}`, publicUrl).href;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: hashSecretToken(token),
      userId: user.id,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + PASSWORD_RESET_VALIDITY_MS),
    });
    await jobs.enqueue(tx, 'mail', passwordResetMail({ to: user.email, name: user.name, link }));
  });
}
