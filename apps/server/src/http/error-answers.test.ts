import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What each request below sends somewhere (path, body, content type, header) and no answer may quote. */
const SENT = 'echo-me<b>';
const SENT_IN_URL = encodeURIComponent(SENT);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const tooLarge = JSON.stringify({ email: `${SENT}@example.com`, password: 'x'.repeat(1_100_000) });

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['cache-control']).toBe('no-store');
}

/** Our refusal: `{ message }` and nothing else, no echo of what was sent, the usual headers. */
function expectRefusal(response: Response, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message });
  expect(response.body).not.toContain('echo-me');
  expectSecurityHeaders(response.headers);
  expect(response.headers['x-request-id']).toBeTruthy();
}

describe("refusals by the router, Fastify and tRPC's adapter answer { message }, never quoting the request", () => {
  it.each([
    ['404, an unknown API path', { url: `/api/${SENT_IN_URL}` }, 404, 'Not found'],
    ['404, an unknown tRPC procedure', { url: `/trpc/catalog.${SENT_IN_URL}` }, 404, 'Not found'],
    [
      '404, an unknown procedure in a batch',
      { url: `/trpc/catalog.list,${SENT_IN_URL}?batch=1` },
      404,
      'Not found',
    ],
    ['405, a mutation asked by GET', { url: '/trpc/auth.logout' }, 405, 'This method is not allowed here'],
    [
      '405, a query asked by POST',
      { method: 'POST' as const, url: '/trpc/catalog.list', headers: json, payload: '{}' },
      405,
      'This method is not allowed here',
    ],
    [
      '413, a REST body over 1 MB',
      { method: 'POST' as const, url: '/api/auth/login', headers: json, payload: tooLarge },
      413,
      'The request is too large',
    ],
    [
      '413, a tRPC body over 1 MB',
      { method: 'POST' as const, url: '/trpc/auth.login', headers: json, payload: tooLarge },
      413,
      'The request is too large',
    ],
    [
      '414, a path segment longer than any batch of procedure names',
      { url: `/trpc/${SENT_IN_URL}${'a'.repeat(1_000)}` },
      414,
      'The address is too long',
    ],
    [
      '415, a REST body of an unknown type',
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        headers: { 'content-type': `text/${SENT}` },
        payload: SENT,
      },
      415,
      'This content type is not accepted here',
    ],
    [
      '415, a multipart tRPC mutation (was a 500)',
      {
        method: 'POST' as const,
        url: '/trpc/contact.send',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload: `--b\r\nContent-Disposition: form-data; name="message"\r\n\r\n${SENT}\r\n--b--\r\n`,
      },
      415,
      'This content type is not accepted here',
    ],
    [
      '400, malformed JSON for REST',
      { method: 'POST' as const, url: '/api/auth/login', headers: json, payload: `{"email": ${SENT}` },
      400,
      'The request could not be read',
    ],
    [
      '400, a path that is not valid percent-encoding',
      { url: `/api/products/${SENT_IN_URL}%E0%A4%A` },
      400,
      'The request could not be read',
    ],
  ])('%s', async (_case, request, status, message) => {
    expectRefusal(await t.app.inject(request), status, message);
  });

  it("keeps tRPC's shape for input that is not JSON, with our message instead of the parser's", async () => {
    for (const request of [
      { method: 'POST' as const, url: '/trpc/auth.login', headers: json, payload: `{"email": ${SENT}` },
      { url: `/trpc/catalog.byId?input=${encodeURIComponent(`{${SENT}`)}` },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('The request could not be read');
      expect(response.body).not.toContain('echo-me');
      expectSecurityHeaders(response.headers);
    }
  });
});

describe('tRPC batches', () => {
  const batch = (calls: number) => Array.from({ length: calls }, () => 'catalog.list').join(',');

  it('serve ten calls, and refuse more, by GET or POST, with a 400 that says so', async () => {
    const ten = await t.app.inject(`/trpc/${batch(10)}?batch=1`);
    expect(ten.statusCode).toBe(200);
    expect(ten.json()).toHaveLength(10);

    for (const request of [
      { url: `/trpc/${batch(11)}?batch=1` },
      // The 380 calls one anonymous GET once carried.
      { url: `/trpc/${Array.from({ length: 380 }, () => 'x').join(',')}?batch=1` },
      {
        method: 'POST' as const,
        url: `/trpc/${Array.from({ length: 11 }, () => 'contact.send').join(',')}?batch=1`,
        headers: json,
        payload: '{}',
      },
    ]) {
      expectRefusal(await t.app.inject(request), 400, 'Too many calls in one request (at most 10)');
    }
  });
});

interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as raw bytes to the listening server; resolves with its answer once it hangs up. */
function exchange(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let data = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => {
      data += chunk.toString();
    });
    // The server hangs up mid-request on purpose; the answer is whatever arrived before.
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ statusLine, headers, body });
    });
  });
}

describe("refusals by Node's HTTP parser, before Fastify sees a request", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it.each([
    [
      '431, headers over 16 KB',
      `GET /api/products HTTP/1.1\r\nHost: shop.test\r\nX-Filler: ${SENT}${'a'.repeat(20_000)}\r\n\r\n`,
      'HTTP/1.1 431 Request Header Fields Too Large',
      'The request headers are too large',
    ],
    [
      '431, a URL over 16 KB',
      `GET /api/${SENT_IN_URL}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: shop.test\r\n\r\n`,
      'HTTP/1.1 431 Request Header Fields Too Large',
      'The request headers are too large',
    ],
    [
      '400, not HTTP at all',
      `${SENT} /\r\n\r\n`,
      'HTTP/1.1 400 Bad Request',
      'The request could not be read',
    ],
  ])('%s', async (_case, request, statusLine, message) => {
    const answer = await exchange(port, request);
    expect(answer.statusLine).toBe(statusLine);
    expect(JSON.parse(answer.body)).toEqual({ message });
    expect(answer.body).not.toContain('echo-me');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(answer.headers);
  });
});
