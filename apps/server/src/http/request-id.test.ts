import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/capture-log';
import { createTestApp, type TestApp } from '../../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
const log = captureLog();
beforeAll(async () => {
  t = await createTestApp({}, { logger: log.logger });
});
afterAll(() => t.close());

const linesOf = (id: string) => log.lines.filter((line) => line.reqId === id);

describe('request ids', () => {
  it("take the caller's X-Request-Id, answer with it and put it on every log line of that request", async () => {
    const response = await t.app.inject({
      url: '/api/products',
      headers: { 'x-request-id': 'edge-7f3a.42:b_c' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('edge-7f3a.42:b_c');
    expect(linesOf('edge-7f3a.42:b_c').map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('are made up when the caller sends none, and still answered and logged', async () => {
    const response = await t.app.inject('/api/products');
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(linesOf(id)).toHaveLength(2);
  });

  it.each([
    ['too long', 'x'.repeat(129)],
    ['spaces and quotes', 'a b"c'],
    ['a forged log line', 'ok\\n{"level":60}'],
  ])('are replaced when the given one is not a sane token (%s)', async (_case, given) => {
    const response = await t.app.inject({ url: '/api/products', headers: { 'x-request-id': given } });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(linesOf(given)).toEqual([]);
  });

  it('are on refusals and errors too', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here', headers: { 'x-request-id': 'miss-1' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('miss-1');
  });
});
