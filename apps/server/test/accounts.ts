import type { Database, UserRole } from '@partsmith/db';
import { hashPassword } from '../src/accounts/password-hashing';
import { createSession } from '../src/accounts/sessions/create-session';
import { insertUser } from './factories';

let sequence = 0;

/** A user who can sign in with `password` (hashed as registration would). */
export async function insertAccount(
  db: Database,
  { role = 'customer', password = 'correct horse battery' }: { role?: UserRole; password?: string } = {},
) {
  const n = ++sequence;
  const email = `${role}${n}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const user = await insertUser(db, {
    email,
    name: `${role} ${n}`,
    role,
    passwordHash: await hashPassword(password),
  });
  return { ...user, password };
}

/** A fresh session token for `userId`, as a sign-in would hand out. */
export async function startSession(db: Database, userId: string, now: () => Date = () => new Date()) {
  const { token } = await createSession({ db, userId, now });
  return token;
}
