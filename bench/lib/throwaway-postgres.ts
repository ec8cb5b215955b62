import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { deferCleanup } from './cleanup';

const run = promisify(execFile);

/** The local Postgres service of the dev machines; `test` is a database we may connect to for admin work. */
const HOST = '127.0.0.1';
const USER = 'postgres';

function psql(sql: string) {
  return run('psql', ['-h', HOST, '-U', USER, '-d', 'test', '-v', 'ON_ERROR_STOP=1', '-qc', sql]);
}

/** Creates an empty database for one run and drops it at teardown, so runs never share data. */
export async function createThrowawayDatabase(): Promise<string> {
  const name = `bench_${process.pid}_${Date.now()}`;
  await psql(`create database ${name}`);
  // `with (force)` ends the server's connections if it is still shutting down.
  deferCleanup(async () => {
    await psql(`drop database if exists ${name} with (force)`);
  });
  return `postgres://${USER}@${HOST}:5432/${name}`;
}
