import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';

const run = promisify(execFile);

/** Debian's layout (apt's postgresql packages, here and in CI): one folder of binaries per major version. */
const POSTGRES_ROOT = '/usr/lib/postgresql';

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
}

/** initdb and pg_ctl of the newest PostgreSQL installed, or null when there is none. */
export function findPostgresBinaries(): PostgresBinaries | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(POSTGRES_ROOT, version, 'bin');
    const found = { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl') };
    if (existsSync(found.initdb) && existsSync(found.pgCtl)) return found;
  }
  return null;
}

export interface PostgresCluster {
  /** postgres://… of the empty `partsmith` database. */
  url: string;
  /** `pg_ctl stop -m fast`: open connections are cut, as in a restart or failover. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server if it runs and deletes its folder. */
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server of the test's own, which it may stop and start: initdb in a temporary folder,
 * listening on 127.0.0.1 at a free port, its socket in that folder. initdb refuses root, so as root the
 * binaries run as the `postgres` user, who then owns the folder.
 */
export async function startPostgresCluster(binaries: PostgresBinaries): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'partsmith-cluster-'));
  const asRoot = process.getuid?.() === 0;
  const pg = (file: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = join(dir, 'data');
  await pg(binaries.initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  // fsync off: this tests a server restart, which loses nothing written, not a power cut.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg(binaries.pgCtl, ['-D', data, '-l', join(dir, 'server.log'), '-o', serverOptions, '-w', 'start']);
  };
  const stop = async () => {
    await pg(binaries.pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  const admin = postgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 1, onnotice: () => {} });
  await admin.unsafe('create database partsmith');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/partsmith`,
    stop,
    start,
    async destroy() {
      await pg(binaries.pgCtl, ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}
