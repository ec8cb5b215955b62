import { TRPCError } from '@trpc/server';
import { MESSAGES } from '../messages';
import type { User } from '../schemas/accounts';

function isOwnEmail(user: User, email: string): boolean {
  return user.email.toLowerCase() === email.toLowerCase();
}

/** The legacy REST paths name a user by email: only the caller's own passes (absent means the caller). */
export function requireOwnEmail(user: User, email: string | undefined): void {
  if (email !== undefined && !isOwnEmail(user, email))
    throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
}

/** The caller's own email, or any email when the caller is an admin. */
export function requireOwnEmailOrAdmin(user: User, email: string): void {
  if (user.role !== 'admin') requireOwnEmail(user, email);
}
