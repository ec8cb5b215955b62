import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './lib/child-server';
import { deferCleanup, runScript } from './lib/cleanup';
import { paths } from './lib/paths';
import { describeRun, writeResult } from './lib/results';
import { createThrowawayDatabase } from './lib/throwaway-postgres';

const ROUNDS = 5;
/** The goal from the production issue: ready within a second of the process starting. */
const GOAL_MS = 1000;
const run = promisify(execFile);
const MAIN = join(paths.server, 'dist', 'main.js');

/**
 * CPU time (user + system) the process has used so far, from Linux's /proc (clock ticks of 10 ms): unlike wall
 * time, it barely grows when other work shares the machine.
 */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * One cold start: spawn `node --enable-source-maps dist/main.js` (the container's command) and poll /readyz every
 * 5 ms until it answers 200. The time runs from just before the spawn, so it includes Node's own start, loading
 * the bundle and its dependencies, opening the database, checking migrations, building the app and listening.
 */
async function coldStart(env: Record<string, string>): Promise<{ ms: number; cpuMs: number | null }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: paths.server,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`server exited with ${child.exitCode} before it was ready`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) return { ms: performance.now() - started, cpuMs: cpuMsOf(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A warm-up start (it migrates and, on PGlite, seeds the demo data), then ROUNDS measured starts. */
async function measure(name: string, env: Record<string, string>) {
  const warmUp = await coldStart(env);
  const starts = [];
  for (let round = 0; round < ROUNDS; round++) starts.push(await coldStart(env));
  const result = {
    name,
    warmUpMs: Math.round(warmUp.ms),
    startsMs: starts.map((start) => Math.round(start.ms)),
    medianMs: Math.round(median(starts.map((start) => start.ms))),
    cpuMs: starts.map((start) => start.cpuMs),
    medianCpuMs: median(starts.map((start) => start.cpuMs ?? Number.NaN)),
  };
  console.log(
    `${name}: median ${result.medianMs} ms (${result.startsMs.join(', ')}), CPU median ${result.medianCpuMs} ms; first start ${result.warmUpMs} ms`,
  );
  return result;
}

runScript(async () => {
  console.log('building the server (apps/server/build.mjs)');
  await run(process.execPath, ['build.mjs'], { cwd: paths.server });

  const dataDir = await mkdtemp(join(tmpdir(), 'partsmith-cold-start-'));
  deferCleanup(() => rm(dataDir, { recursive: true, force: true }));
  // `npm start`'s setting: development, embedded PGlite, demo data (seeded by the warm-up start).
  const pglite = await measure('PGlite (npm start defaults)', { DATA_DIR: dataDir });

  const databaseUrl = await createThrowawayDatabase();
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://localhost:3000',
    SHOP_COUNTRY: 'GB',
    DATA_DIR: dataDir,
  };
  // The explicit migrate step of a deployment first, so every measured start finds a migrated database.
  await run(process.execPath, ['--enable-source-maps', join('dist', 'migrate.js')], {
    cwd: paths.server,
    env: { PATH: process.env.PATH ?? '', ...production },
  });
  const postgres = await measure('PostgreSQL (production)', production);

  const within = [pglite, postgres].every((result) => result.medianMs <= GOAL_MS);
  const file = await writeResult('cold-start', {
    ...describeRun(),
    command: 'node --enable-source-maps apps/server/dist/main.js, until GET /readyz answers 200',
    goalMs: GOAL_MS,
    rounds: ROUNDS,
    results: [pglite, postgres],
    withinGoal: within,
  });
  console.log(`${within ? 'within' : 'OVER'} the ${GOAL_MS} ms goal; written to ${file}`);
  return within ? 0 : 1;
});
