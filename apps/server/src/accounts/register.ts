import { AppError, MESSAGES, type RegisterInput, type User } from '@partsmith/contracts';
import { type Database, users } from '@partsmith/db';
import { hashPassword } from './password-hashing';
import { userColumns } from './user-row';

/** A new customer account; the role is never taken from the request. */
export async function register({ db, input }: { db: Database; input: RegisterInput }): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, role: 'customer' })
    // The unique index on lower(email) decides, so two simultaneous sign-ups cannot both win.
    .onConflictDoNothing()
    .returning(userColumns);
  if (!user) throw new AppError('CONFLICT', MESSAGES.emailTaken);
  return user;
}
