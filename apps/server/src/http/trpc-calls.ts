import { MAX_BATCH_CALLS, MESSAGES } from '@partsmith/contracts';
import { appRouter } from '@partsmith/contracts/router';
import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';

const METHOD_BY_TYPE: Record<string, string> = { query: 'GET', mutation: 'POST' };
/** Each procedure's path and the one method that calls it (at runtime the router lists them flat, by path). */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
const PROCEDURE_METHODS = new Map(
  Object.entries(procedures).map(([path, procedure]) => [path, METHOD_BY_TYPE[procedure._def.type]]),
);

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * An onRequest hook for /trpc/:path, before the body is read or a session looked up: more calls than
 * MAX_BATCH_CALLS are a 400, an unknown procedure a 404, the wrong method a 405, a mutation's body other than JSON
 * a 415 (tRPC's adapter fails on a multipart one with a 500), each answered in our `{ message }` shape without
 * quoting the path (tRPC's own answers quote it, HTML included). Batches split as tRPC splits them.
 */
export async function refuseUnservableCalls(request: FastifyRequest) {
  const { path = '' } = request.params as { path?: string };
  const { batch } = request.query as { batch?: unknown };
  const paths = batch === '1' ? path.split(',') : [path];
  if (paths.length > MAX_BATCH_CALLS)
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.tooManyCalls(MAX_BATCH_CALLS) });
  // tRPC answers HEAD itself without calling anything.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  for (const name of paths) {
    const expected = PROCEDURE_METHODS.get(name);
    if (expected === undefined) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    if (expected !== method)
      throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: MESSAGES.methodNotAllowed });
  }
  if (method === 'POST' && !isJson(request.headers['content-type']))
    throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType });
}
