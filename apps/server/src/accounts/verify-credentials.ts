import { AppError, type LoginInput, MESSAGES, type User } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { and, isNull } from 'drizzle-orm';
import { spendVerificationTime, verifyPassword } from './password-hashing';
import { emailIs, userColumns } from './user-row';

/** One answer for an unknown email, a Google-only account and a wrong password, in about the same time. */
export async function verifyCredentials({ db, input }: { db: Database; input: LoginInput }): Promise<User> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(and(emailIs(input.email), isNull(users.deletedAt)));
  const wrongCredentials = new AppError('UNAUTHORIZED', MESSAGES.signInFailed);
  if (!row?.passwordHash) {
    await spendVerificationTime(input.password);
    throw wrongCredentials;
  }
  const { passwordHash, ...user } = row;
  if (!(await verifyPassword(passwordHash, input.password))) throw wrongCredentials;
  return user;
}
