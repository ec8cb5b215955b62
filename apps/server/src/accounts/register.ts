import { AppError, MESSAGES, type RegisterInput, type User } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import type { JobQueue } from '../jobs/job-queue';
import { issueEmailVerification } from './issue-email-verification';
import { hashPassword } from './password-hashing';
import { userColumns } from './user-row';

export interface RegisterOptions {
  db: Database;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
  input: RegisterInput;
}

/**
 * A new customer account, its email not yet verified, and a verification link mailed after the answer (queued in
 * the same transaction). The role is never taken from the request.
 */
export async function register({ db, jobs, publicUrl, now, input }: RegisterOptions): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, role: 'customer' })
      // The unique index on lower(email) of live accounts decides, so two simultaneous sign-ups cannot both win.
      .onConflictDoNothing()
      .returning(userColumns);
    if (!created) throw new AppError('CONFLICT', MESSAGES.emailTaken);
    await jobs.enqueue(tx, 'mail', await issueEmailVerification({ db: tx, now, publicUrl, user: created }));
    return created;
  });
}
