import { AppError, MESSAGES } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { JobQueue } from '../jobs/job-queue';
import { issueEmailVerification } from './issue-email-verification';

export interface ResendEmailVerificationOptions {
  db: Database;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
  userId: string;
}

/** "Send the link again" on My Profile: a new link to the signed-in user's own address, earlier ones still valid. */
export async function resendEmailVerification(options: ResendEmailVerificationOptions): Promise<void> {
  const { db, jobs, publicUrl, now, userId } = options;
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.noUserLoggedIn);
  if (user.verifiedAt) throw new AppError('CONFLICT', MESSAGES.emailAlreadyVerified);
  await db.transaction(async (tx) => {
    await jobs.enqueue(tx, 'mail', await issueEmailVerification({ db: tx, now, publicUrl, user }));
  });
}
