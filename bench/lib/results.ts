import { mkdir, rename, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { paths } from './paths';

/** What a figure needs beside it to be compared with another run. */
export function describeRun() {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    args: process.argv.slice(2),
    /** Other work on the machine skews every figure; above ~0.5 the run was not alone. */
    loadAverage1m: Number(loadavg()[0]?.toFixed(2)),
  };
}

/** Writes `bench/results/<name>.json` through a temp file so an interrupted run never leaves half a file. */
export async function writeResult(name: string, result: unknown) {
  await mkdir(paths.results, { recursive: true });
  const file = join(paths.results, `${name}.json`);
  await writeFile(`${file}.tmp`, `${JSON.stringify(result, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return file;
}
