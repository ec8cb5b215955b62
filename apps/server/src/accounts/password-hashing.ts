import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. @node-rs/argon2 uses argon2id by default. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The async calls hash on libuv's thread pool, so the event loop keeps serving. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let placeholderHash: Promise<string> | undefined;

/** Spends one verification's time when there is no password to check, so timing never tells if an email has an account. */
export async function spendVerificationTime(password: string): Promise<void> {
  placeholderHash ??= hashPassword('placeholder for accounts that do not exist');
  await verify(await placeholderHash, password);
}
