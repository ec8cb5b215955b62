import { MESSAGES } from '@partsmith/contracts';
import type { Services } from '@partsmith/contracts/router';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { mapServiceErrors } from '../shared/map-service-errors';

/** What a 503 for a database outage asks clients to wait: about as long as a restart or failover takes. */
export const RETRY_AFTER_SECONDS = 5;

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
const MAX_CAUSES = 8;

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

/** The driver's code of the first error in the chain that has one: enough for a log line without a stack. */
function codeOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && code !== 'SERVICE_UNAVAILABLE') return code;
    current = current.cause;
  }
  return undefined;
}

/** One warn line per refused request: an outage is expected and already explained, so no stack and no error. */
export function logDatabaseUnavailable(log: FastifyBaseLogger, error: unknown) {
  log.warn({ code: codeOf(error) }, 'database unavailable: answered 503');
}

/** The REST answer: 503, Retry-After, and the message in the scope's own failure shape. */
export function replyDatabaseUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  body: (message: string) => unknown,
) {
  logDatabaseUnavailable(request.log, error);
  return reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send(body(MESSAGES.shopUnavailable));
}

/** tRPC's 503, with the message the REST answer carries too; the driver's error stays the cause, for logs. */
function serviceUnavailable(cause: unknown) {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.shopUnavailable, cause });
}

/** Rethrows a database outage as tRPC's 503, anything else unchanged (for `.catch` on the request context). */
export function rethrowAsServiceUnavailable(error: unknown): never {
  throw isDatabaseUnavailable(error) ? serviceUnavailable(error) : error;
}

/**
 * Every service method with its outages turned into tRPC's 503, so a procedure's answer says "try again in a
 * moment" instead of tRPC's generic 500; other failures pass through untouched.
 */
export function translateDatabaseOutages(services: Services): Services {
  return mapServiceErrors(services, rethrowAsServiceUnavailable);
}

/** tRPC answers its 503 itself; this adds the Retry-After the REST answer carries too. */
export function retryAfterOnOutage({ errors }: { errors: TRPCError[] }) {
  return errors.some((error) => error.code === 'SERVICE_UNAVAILABLE' && isDatabaseUnavailable(error))
    ? { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } }
    : {};
}
