import { isTRPCClientError } from '@trpc/client';

/** The HTTP status a tRPC call failed with, when the server answered at all (network failures have none). */
export function httpStatusOf(error: unknown): number | null {
  if (!isTRPCClientError(error)) return null;
  const status: unknown = error.data?.httpStatus;
  return typeof status === 'number' ? status : null;
}

/** 4xx: the request itself was wrong (unknown id, bad input, no access); asking again gives the same answer. */
export function isClientError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== null && status >= 400 && status < 500;
}

export function isNotFoundError(error: unknown): boolean {
  return httpStatusOf(error) === 404;
}
