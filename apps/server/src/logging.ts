import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { databaseErrorFields } from './shared/database-error';

/** Credentials wherever a log line may carry them: pino writes "[Redacted]" in their place. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'passwordHash',
  'token',
  '*.password',
  '*.passwordHash',
  '*.token',
];

/**
 * SQLSTATE classes whose messages name tables, columns and constraints but never a value (a unique violation's
 * values are in `detail`, which is never logged): 08 connection, 23 integrity, 40 rollback, 53 resources,
 * 55 object state, 57 operator intervention. Other classes quote values ("invalid input syntax for type uuid: …").
 */
const SAFE_MESSAGE_CLASSES = new Set(['08', '23', '40', '53', '55', '57']);
/** tRPC → Drizzle → driver is three deep; a cycle must not loop forever. */
const MAX_CAUSES = 8;

interface Serialized {
  logged: Record<string, unknown>;
  /** Messages left out of the line: a wrapper that repeats one of them is left out too. */
  withheld: string[];
}

function serialize(error: Error, depth: number): Serialized {
  const cause =
    error.cause instanceof Error && depth < MAX_CAUSES ? serialize(error.cause, depth + 1) : undefined;
  const withheld = cause?.withheld ?? [];
  const database = databaseErrorFields(error);
  // Drizzle's message is the statement followed by its parameters.
  const quotesValues =
    error instanceof DrizzleQueryError ||
    (database !== undefined && !SAFE_MESSAGE_CLASSES.has(database.code.slice(0, 2))) ||
    withheld.some((message) => message !== '' && error.message.includes(message));
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const logged: Record<string, unknown> = {
    type: error.constructor.name,
    ...(quotesValues ? {} : { message: error.message }),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...database,
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
    ...(cause ? { cause: cause.logged } : {}),
  };
  return { logged, withheld: quotesValues ? [...withheld, error.message] : withheld };
}

/**
 * The one way an error is logged: its type, code and stack frames, a database error's SQLSTATE, table, column and
 * constraint, and its causes alike; never a statement's parameters, the rows in `detail`, or a message that quotes
 * them. pino's default serializer copies every field, `query` and `parameters` included.
 */
export function serializeError(error: unknown): unknown {
  return error instanceof Error ? serialize(error, 0).logged : error;
}

/** A request as logged: its path, never its query string (reset links and sign-in callbacks carry tokens there). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url?.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** What every logger of the server is built with: main's, and the tests' that read the log. */
export const loggerOptions = {
  redact: REDACTED,
  serializers: { err: serializeError, req: serializeRequest },
} satisfies LoggerOptions;
