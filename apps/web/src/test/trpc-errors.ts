import { TRPCClientError } from '@trpc/client';

/**
 * The error the tRPC client throws when the server refuses a call, built by the client's own parser from the
 * body the server's error formatter sends (`fieldErrors` from a zod failure, null otherwise).
 */
export function refusal(
  httpStatus: number,
  message: string,
  fieldErrors: Record<string, string[]> | null = null,
): TRPCClientError<never> {
  return TRPCClientError.from({
    error: { code: -32600, message, data: { httpStatus, code: 'BAD_REQUEST', fieldErrors } },
  });
}

/** What the client throws when the server never answered (offline, DNS, a dropped connection). */
export function unreachable(): TRPCClientError<never> {
  return TRPCClientError.from(new TypeError('Failed to fetch'));
}
