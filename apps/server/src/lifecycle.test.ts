import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  type ChildDatabase,
  createChildDatabase,
  startServer,
  stopServer,
} from '../test/built-server';

let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
let database: ChildDatabase;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let socket: Socket | undefined;

beforeAll(async () => {
  bundle = await buildServerBundle();
});
afterAll(() => bundle.remove());
beforeEach(async () => {
  database = await createChildDatabase();
});
afterEach(async () => {
  socket?.destroy();
  stopServer(server);
  await server?.exited;
  await database.destroy();
});

const registration = JSON.stringify({
  name: 'Slow Sam',
  email: `slow-${crypto.randomUUID()}@example.com`,
  password: 'long enough',
});

/** A sign-up whose body arrives in two parts: the request is in flight until `finish()` sends the rest. */
async function slowRegistration(url: string) {
  const { hostname, port } = new URL(url);
  const connection = connect(Number(port), hostname);
  socket = connection;
  let answer = '';
  connection.on('data', (chunk) => {
    answer += chunk.toString();
  });
  const closed = new Promise<string>((resolve) => connection.once('close', () => resolve(answer)));
  await new Promise<void>((resolve) => connection.once('connect', resolve));
  const half = Math.floor(registration.length / 2);
  connection.write(
    `POST /api/auth/register HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(registration)}\r\n\r\n${registration.slice(0, half)}`,
  );
  return {
    finish: () => connection.write(registration.slice(half)),
    /** The raw HTTP answer, once the server has closed the connection. */
    answer: closed,
  };
}

async function untilDraining(url: string) {
  for (;;) {
    const ready = await fetch(`${url}/readyz`);
    if (ready.status === 503) return ready;
  }
}

describe('shutdown on SIGTERM', () => {
  it('turns readiness off, refuses new requests with 503, lets the one in flight finish, then exits 0', async () => {
    server = await startServer(bundle.main, { ...database.env, DEMO_DATA: 'false' });
    const slow = await slowRegistration(server.url);
    await server.waitForLine((line) => line.msg === 'incoming request' && line.req !== undefined);

    server.child.kill('SIGTERM');
    const readiness = await untilDraining(server.url);
    expect(readiness.headers.get('connection')).toBe('close');
    expect(await readiness.json()).toEqual({
      message: 'The shop is restarting. Please try again in a moment.',
    });
    const fresh = await fetch(`${server.url}/api/products`);
    expect(fresh.status).toBe(503);
    expect(fresh.headers.get('connection')).toBe('close');
    expect(fresh.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(fresh.headers.get('cache-control')).toBe('no-store');

    slow.finish();
    const answer = await slow.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 201 Created\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"accessToken"');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.lines).toContainEqual(expect.objectContaining({ msg: 'shut down' }));
  });

  it('exits 1 with a log line when requests are still running at the deadline', async () => {
    server = await startServer(bundle.main, {
      ...database.env,
      DEMO_DATA: 'false',
      SHUTDOWN_TIMEOUT_MS: '500',
    });
    await slowRegistration(server.url);
    await server.waitForLine((line) => line.msg === 'incoming request');

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'shutdown took too long: exiting anyway', inFlight: 1 }),
    );
    expect(server.lines).not.toContainEqual(expect.objectContaining({ msg: 'shut down' }));
  });
});

describe('a failure nobody caught', () => {
  it('is logged as fatal through pino, then the server closes and exits 1', async () => {
    // Test-only code rides in through --import: on SIGWINCH (a signal the server does not use) it leaves a promise rejected and unhandled.
    const rejectOnSignal = `data:text/javascript,process.on('SIGWINCH',()=>{Promise.reject(new Error('nobody caught this'))})`;
    server = await startServer(bundle.main, { ...database.env, DEMO_DATA: 'false' }, [
      '--import',
      rejectOnSignal,
    ]);

    server.child.kill('SIGWINCH');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const fatal = server.lines.find((line) => typeof line !== 'string' && line.level === 60);
    expect(fatal).toMatchObject({
      msg: 'uncaught error: shutting down',
      err: { message: 'nobody caught this' },
    });
    expect(server.lines).toContainEqual(expect.objectContaining({ msg: 'shut down' }));
  });
});
