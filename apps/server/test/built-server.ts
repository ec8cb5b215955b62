import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { withDatabase } from '@partsmith/db/testing/global-setup';
import postgres from 'postgres';
import { inject } from 'vitest';

export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs the real build (build.mjs) into a folder of this test file's own, inside the package as dist is, so the
 * bundle resolves its dependencies the same way and parallel test files never rebuild under each other.
 */
export async function buildServerBundle() {
  const dir = join(SERVER_DIR, 'node_modules', '.cache', `server-bundle-${crypto.randomUUID()}`);
  await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', dir], { cwd: SERVER_DIR });
  return { dir, main: join(dir, 'main.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ChildDatabase {
  /** The settings that point the child at it: DATABASE_URL for Postgres, DATA_DIR for PGlite. */
  env: Record<string, string>;
  destroy(): Promise<void>;
}

/** A fresh migrated database for a child process, on whichever target this run tests (TEST_DB). */
export async function createChildDatabase(): Promise<ChildDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'partsmith-child-'));
  const template = inject('postgresTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!template || !adminUrl) {
    cpSync(inject('pgliteTemplateDir'), join(dataDir, 'pglite'), { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `partsmith_child_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template}"`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: withDatabase(adminUrl, name) },
    async destroy() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface RunningServer {
  child: ChildProcess;
  /** Every line the server printed, parsed when it was JSON. */
  lines: Array<LogLine | string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first line (already printed or still to come) that matches. */
  waitForLine(matches: (line: LogLine) => boolean): Promise<LogLine>;
}

/**
 * Spawns `node --enable-source-maps <bundle>` as the container's CMD does, with only the given environment (and
 * PATH): nothing of the test runner's leaks in. Logs are JSON because stdout is a pipe.
 */
export function spawnServer(
  main: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): RunningServer {
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', main], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<LogLine | string> = [];
  const watchers = new Set<() => void>();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => {
      resolve({ code, signal });
      for (const wake of watchers) wake();
    }),
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (text) => {
      lines.push(parseLine(text));
      for (const wake of watchers) wake();
    });
  }
  const waitForLine = (matches: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = lines.find((line): line is LogLine => typeof line !== 'string' && matches(line));
        if (found) {
          watchers.delete(check);
          resolve(found);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          watchers.delete(check);
          reject(new Error(`server exited before the line came:\n${lines.map(show).join('\n')}`));
        }
      };
      watchers.add(check);
      check();
    });
  return { child, lines, exited, waitForLine };
}

/** Spawns the server and waits for its start banner; `url` is where it listens. */
export async function startServer(main: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const server = spawnServer(main, env, nodeArgs);
  const banner = await server.waitForLine((line) => line.msg === 'shop ready');
  return { ...server, banner, url: String(banner.listening) };
}

export function stopServer(server: RunningServer | undefined) {
  if (server && server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGKILL');
}

function parseLine(text: string): LogLine | string {
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return text;
  }
}

const show = (line: LogLine | string) => (typeof line === 'string' ? line : JSON.stringify(line));
