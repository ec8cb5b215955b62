import { AppError, MESSAGES } from '@partsmith/contracts';
import type { Services } from '@partsmith/contracts/router';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, MAX_CAUSES } from '../shared/is-database-unavailable';
import { mapServiceErrors } from '../shared/map-service-errors';

/** What a 503 for a database outage asks clients to wait: about as long as a restart or failover takes. */
export const RETRY_AFTER_SECONDS = 5;

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

/**
 * What the 503 says: a use case that knows more than "unavailable" (an order that may have been placed) throws
 * its own SERVICE_UNAVAILABLE AppError over the driver's error; otherwise the shop's general message.
 */
function outageMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth++) {
    if (current instanceof AppError && current.code === 'SERVICE_UNAVAILABLE') return current.message;
    current = current.cause;
  }
  return MESSAGES.shopUnavailable;
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
  return reply
    .status(503)
    .header('retry-after', RETRY_AFTER_SECONDS)
    .send(body(outageMessage(error)));
}

/** tRPC's 503, with the message the REST answer carries too; the driver's error stays the cause, for logs. */
function serviceUnavailable(cause: unknown) {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: outageMessage(cause), cause });
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
