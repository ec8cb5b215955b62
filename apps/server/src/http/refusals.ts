import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES } from '@partsmith/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * What a refusal that is not ours (Fastify's, a plugin's, Node's parser's) tells the client, by status. Their own
 * messages quote what was sent (the path, the content type, a piece of the body), so they are never passed on.
 */
const REFUSALS: Record<number, string> = {
  400: MESSAGES.requestUnreadable,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  408: MESSAGES.requestTimeout,
  413: MESSAGES.requestTooLarge,
  414: MESSAGES.urlTooLong,
  415: MESSAGES.unsupportedMediaType,
  431: MESSAGES.headersTooLarge,
};

export function refusalMessage(status: number): string {
  return REFUSALS[status] ?? STATUS_CODES[status] ?? MESSAGES.requestUnreadable;
}

/** Headers that Fastify's hooks add to every other answer, for the answers written before or without them. */
const bareHeaders = (security: Record<string, string>) => ({ ...security, 'cache-control': 'no-store' });

/**
 * Fastify's `frameworkErrors`: the router refuses a malformed path (400) or a parameter over `maxParamLength` (414)
 * before any hook has run, so the security headers and request id are set here.
 */
export function answerRouterRefusal(security: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 400;
    return reply
      .status(status)
      .headers({ ...bareHeaders(security), [REQUEST_ID_HEADER]: request.id })
      .send({ message: refusalMessage(status) });
  };
}

/** Node's parser errors, by code; anything else it cannot parse is a 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

type ClientSocket = Socket & { _httpMessage?: { headersSent: boolean } };

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the request (headers or URL too large, too slow, not HTTP),
 * so no request object exists and the answer is written to the socket by hand, headers included.
 */
export function answerClientError(security: Record<string, string>) {
  return (error: Error & { code?: string }, socket: ClientSocket) => {
    // A reset socket is gone; one whose answer has started must not get a second (Node's own rule).
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable && !socket._httpMessage?.headersSent) {
      const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
      const body = JSON.stringify({ message: refusalMessage(status) });
      const headers = {
        ...bareHeaders(security),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
