/** postgres.js's own codes for a connection that closed, ended, was destroyed or never opened in time. */
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
/** The socket's codes when the server is gone, restarting or out of reach. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** SQLSTATE 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now; class 08 connection exceptions. */
const SQLSTATE = /^(57P0[123]|08[0-9A-Z]{3})$/;
/** Drizzle, tRPC and our own translation each wrap the driver's error once; a cycle must not loop forever. */
export const MAX_CAUSES = 8;

/**
 * True when `error`, or any error it wraps, says the database cannot be reached right now: an outage to wait
 * out (503), not a bug (500). Only codes are read, so a query's text never decides.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (DRIVER_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATE.test(code)))
      return true;
    current = current.cause;
  }
  return false;
}
