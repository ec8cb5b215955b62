import { spawn } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  type ChildDatabase,
  createChildDatabase,
  type LogLine,
  SERVER_DIR,
  startServer,
  stopServer,
} from '../test/built-server';
import { pollUntil } from '../test/poll';

/** A port nobody listens on, for a server this test starts without reading its banner. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

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

describe('the log at the default LOG_LEVEL', () => {
  it('keeps the shop answering while nobody reads it, and holds every request line once they do', async () => {
    const port = await freePort();
    // stdout is a pipe this test leaves unread at first: it fills (64 KB) after a hundred answers or so.
    const child = spawn(process.execPath, ['--enable-source-maps', bundle.main], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', PORT: String(port), ...database.env, DEMO_DATA: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    try {
      const url = `http://127.0.0.1:${port}`;
      await pollUntil(
        'the shop answers',
        () =>
          fetch(`${url}/healthz`).then(
            (r) => r.ok,
            () => false,
          ),
        {
          timeoutMs: 60_000,
        },
      );
      const ids: string[] = [];
      for (let batch = 0; batch < 30; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            // A read that finds nothing: logged at info (a successful one is at debug).
            fetch(`${url}/api/products/${crypto.randomUUID()}`, { signal: AbortSignal.timeout(10_000) }),
          ),
        );
        for (const answer of answers) {
          expect(answer.status).toBe(404);
          ids.push(answer.headers.get('x-request-id') ?? '');
        }
      }

      const lines: LogLine[] = [];
      createInterface({ input: child.stdout }).on('line', (text) => lines.push(JSON.parse(text)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const completed = new Set(lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId));
      expect(ids.filter((id) => !completed.has(id))).toEqual([]);
      expect(lines.at(-1)).toMatchObject({ msg: 'shut down' });
    } finally {
      child.kill('SIGKILL');
    }
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
