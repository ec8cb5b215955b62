import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchMatches } from './cache-policy';

type Encoding = 'br' | 'gzip';

/** @fastify/compress's threshold: smaller bodies go out as they are. */
const COMPRESSION_THRESHOLD = 1024;

/** An answer (JSON, or any text) serialized once, its encodings made on first use and kept (rebuilt per version: mid quality). */
export interface PrebuiltJson {
  etag: string;
  body: Buffer;
  encoded(encoding: Encoding): Buffer;
}

export function prebuiltJson(json: string, etag: string): PrebuiltJson {
  const body = Buffer.from(json);
  const encodings = new Map<Encoding, Buffer>();
  return {
    etag,
    body,
    encoded(encoding) {
      let bytes = encodings.get(encoding);
      if (!bytes) {
        bytes =
          encoding === 'br'
            ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
            : gzipSync(body);
        encodings.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/** Brotli, else gzip, else none: what the client accepts (a `q=0` refuses). */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((entry) => entry.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Sends a prebuilt answer as the public lists are sent (cache-policy.ts): public caching, its ETag, a 304 when the
 * client holds it; compressed ahead of time, so the route sets `compress: false`.
 */
export function sendPrebuiltJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PrebuiltJson,
  caching: string,
): FastifyReply {
  return sendPrebuilt(request, reply, answer, caching, 'application/json; charset=utf-8');
}

/** `sendPrebuiltJson` for a body of another type (an XML sitemap, an HTML page). */
export function sendPrebuilt(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PrebuiltJson,
  caching: string,
  type: string,
): FastifyReply {
  reply.header('cache-control', caching).header('etag', answer.etag).header('vary', 'accept-encoding');
  if (ifNoneMatchMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type(type);
  const encoding =
    answer.body.length >= COMPRESSION_THRESHOLD
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
