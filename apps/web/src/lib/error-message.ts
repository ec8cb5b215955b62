import { httpStatusOf } from './http-status';

const UNREACHABLE = 'We could not reach the shop. Check your connection and try again.';

/** The server's own message for a refused call (already written for people); a plain one when it never answered. */
export function errorMessage(error: unknown): string {
  if (httpStatusOf(error) !== null && error instanceof Error) return error.message;
  return UNREACHABLE;
}
