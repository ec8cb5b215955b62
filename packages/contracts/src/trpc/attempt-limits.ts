import type { TRPCError } from '@trpc/server';
import { AppError } from '../errors';
import type { AttemptKind } from './context';
import { middleware } from './init';

/** Counts every call, batched or not, against the client's limit for `kind` before the procedure runs. */
export const limitAttempts = (kind: AttemptKind) =>
  middleware(async ({ ctx, next }) => {
    await ctx.attempts.count(kind);
    return next();
  });

/** Only wrong credentials count as a failed sign-in; a bad request or a fault of ours does not. */
export function isWrongCredentials(error: TRPCError): boolean {
  return error.cause instanceof AppError && error.cause.code === 'UNAUTHORIZED';
}
