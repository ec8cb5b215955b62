import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/capture-log';
import { createTestApp, type TestApp } from '../../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
const log = captureLog();
// Every line of a request, a successful read's included (they are at debug).
log.logger.level = 'debug';
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

describe('request lines at the default LOG_LEVEL=info', () => {
  const atInfo = captureLog();
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({}, { logger: atInfo.logger });
  });
  afterAll(() => shop.close());
  const msgsOf = (id: string) =>
    atInfo.lines.filter((line) => line.reqId === id).map(({ msg, req, res }) => ({ msg, req, res }));

  it('leave out a read that succeeded (at debug), and log a failed read with its path and status', async () => {
    await shop.app.inject({ url: '/api/products', headers: { 'x-request-id': 'read-ok' } });
    expect(msgsOf('read-ok')).toEqual([]);

    await shop.app.inject({ url: '/api/nothing-here', headers: { 'x-request-id': 'read-404' } });
    expect(msgsOf('read-404')).toContainEqual({
      msg: 'request completed',
      req: expect.objectContaining({ method: 'GET', url: '/api/nothing-here' }),
      res: { statusCode: 404 },
    });
  });

  it('log every write, coming in and completed', async () => {
    await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'write-1' },
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(msgsOf('write-1').map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
