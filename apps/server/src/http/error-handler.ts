import { AppError, HTTP_STATUS_BY_CODE, MESSAGES } from '@partsmith/contracts';
import { firstIssueMessage } from '@partsmith/contracts/router';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../shared/is-database-unavailable';
import { replyDatabaseUnavailable } from './database-outage';
import { refusalMessage } from './refusals';

const messageBody = (message: string): unknown => ({ message });

/**
 * The one place where any error becomes an HTTP answer: `{ message }` by default, and never a 500's details. A
 * scope whose legacy answers have another failure shape (the image host's) passes its own `body`.
 */
export function registerErrorHandler(app: FastifyInstance, body = messageBody) {
  app.setErrorHandler((error: FastifyError | TRPCError | AppError, request, reply) => {
    if (isDatabaseUnavailable(error)) return replyDatabaseUnavailable(request, reply, error, body);
    const { status, message } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body(message));
  });
}

function describe(error: FastifyError | TRPCError | AppError): { status: number; message: string } {
  if (error instanceof AppError) return { status: HTTP_STATUS_BY_CODE[error.code], message: error.message };
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (error.cause instanceof ZodError) return { status, message: firstIssueMessage(error.cause) };
    return { status, message: status >= 500 ? MESSAGES.serverError : error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: error.validation[0]?.message ?? 'Invalid request' };
  }
  // Fastify's own refusals (a body too large, bad JSON, an unknown content type…): never their words, which may
  // quote the request.
  const status = error.statusCode ?? 500;
  return { status, message: status >= 500 ? MESSAGES.serverError : refusalMessage(status) };
}
