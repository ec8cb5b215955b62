import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { captureLog } from '../../test/capture-log';
import { lazyRequestLogger } from './request-logger';

/** A server whose one route writes a line at each level, and one through a child of the request's logger. */
async function serverLoggingAt(level: string) {
  const log = captureLog();
  log.logger.level = level;
  const app = Fastify({ loggerInstance: log.logger, childLoggerFactory: lazyRequestLogger });
  app.get('/', async (request) => {
    request.log.debug('a debug line');
    request.log.info('an info line');
    request.log.warn({ part: 'P-1' }, 'a warn line');
    request.log.child({ step: 'payment' }).error('an error line');
    return { ok: true };
  });
  await app.ready();
  return { app, lines: log.lines };
}

describe("a request's logger", () => {
  it('writes only the enabled levels, each line with the request id and its fields', async () => {
    const { app, lines } = await serverLoggingAt('warn');
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    const reqId = lines[0]?.reqId;
    expect(reqId).toEqual(expect.any(String));
    expect(lines.map(({ msg, reqId: id, part, step }) => ({ msg, id, part, step }))).toEqual([
      { msg: 'a warn line', id: reqId, part: 'P-1', step: undefined },
      { msg: 'an error line', id: reqId, part: undefined, step: 'payment' },
    ]);
    await app.close();
  });

  it("follows a route's own log level", async () => {
    const log = captureLog();
    log.logger.level = 'warn';
    const app = Fastify({ loggerInstance: log.logger, childLoggerFactory: lazyRequestLogger });
    app.get('/', { logLevel: 'debug' }, async (request) => {
      request.log.debug('a debug line');
      return { ok: true };
    });
    await app.inject('/');
    expect(log.lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'a debug line',
      'request completed',
    ]);
    await app.close();
  });

  it("writes Fastify's own request lines at info, with the same id as the route's", async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject('/');
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'an info line',
      'a warn line',
      'an error line',
      'request completed',
    ]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    await app.close();
  });
});
