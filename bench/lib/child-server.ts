import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { deferCleanup } from './cleanup';

export interface ChildServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The server process itself (it is spawned directly, never through a shell). */
  pid: number;
  /** False once the process is gone, e.g. crashed under load. */
  isRunning(): boolean;
  stop(): Promise<void>;
}

interface StartOptions {
  /** Shown in errors. */
  name: string;
  /**
   * The entry file: a built `.js` file runs under plain `node`; a TypeScript one under `node --import tsx`. Either
   * way the pid we signal is the server itself.
   */
  entry: string;
  cwd: string;
  env?: Record<string, string>;
  args?: string[];
  /** A port chosen beforehand (when a setting such as PUBLIC_URL must name it); a free one when omitted. */
  port?: number;
  /** Generous: a fresh PGlite runs initdb, migrations and the seed before it listens. */
  readyTimeoutMs?: number;
}

/** Asks the OS for a free port; the tiny window before the child binds it is fine on a bench machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Spawns a server on a free port (passed as PORT) and resolves once its `/healthz` answers 200. */
export async function startChildServer(options: StartOptions): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const loader = options.entry.endsWith('.js') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...loader, options.entry, ...(options.args ?? [])], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: Ctrl-C reaches only this script, which then stops the children in order.
    detached: true,
  });
  // The last few lines, kept so a failed start or a crash can say why; at LOG_LEVEL=info the server writes two
  // lines per answer, so only each chunk's tail is decoded, on the load generator's core.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.subarray(-4000).toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ready = false;
  let stopping = false;
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const stop = () => {
    stopping = true;
    return stopChild(child);
  };
  deferCleanup(stop);
  // 'close' comes after the last output; a crash mid-benchmark otherwise shows only as connection errors.
  const closed = new Promise<void>((resolve) =>
    child.once('close', (code, signal) => {
      if (ready && !stopping) console.error(`${options.name} exited (${signal ?? code}):\n${output}`);
      resolve();
    }),
  );

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (!isRunning()) {
      await closed;
      throw new Error(`${options.name} exited before it was ready:\n${output}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      ready = true;
      return { url, pid: child.pid ?? 0, isRunning, stop };
    }
    await sleep(200);
  }
  throw new Error(`${options.name} not healthy after ${options.readyTimeoutMs ?? 60_000} ms:\n${output}`);
}

/** SIGTERM lets our server close its database cleanly; SIGKILL after 5 s so teardown never hangs. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
