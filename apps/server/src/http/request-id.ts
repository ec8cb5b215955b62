import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a proxy or client may hand us: short tokens (UUIDs, trace ids), never anything that could forge a log line. */
const SANE_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a client's report can be matched with the server's log lines. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
