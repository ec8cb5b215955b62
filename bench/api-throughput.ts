import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { type ChildServer, startChildServer } from './lib/child-server';
import { deferCleanup, runScript } from './lib/cleanup';
import { pinToCore } from './lib/cpu-pinning';
import { paths } from './lib/paths';
import { describeRun, writeResult } from './lib/results';
import { startServer } from './lib/start-server';
import { createThrowawayDatabase } from './lib/throwaway-postgres';

/** The REST list, or with `--trpc` the same list as the web app asks tRPC for it. */
const PATHS = { rest: '/api/products', trpc: '/trpc/catalog.list' };
const CONTENT_TYPE = 'application/json; charset=utf-8';
const SETTINGS = { connections: 50, pipelining: 1, warmupSeconds: 5, roundSeconds: 10, rounds: 5 };

type Target = 'ours' | 'bare';

/** Reads the body as a client that asks for no compression gets it, which is what autocannon sees. */
async function fetchBody(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Anything but a clean 2xx makes the req/s meaningless, so each run is checked, warm-ups included. */
function problems(result: Result) {
  const { errors, timeouts, non2xx } = result;
  const statuses = Object.keys(result.statusCodeStats).filter((status) => !status.startsWith('2'));
  return errors + timeouts + non2xx > 0 ? { errors, timeouts, non2xx, statuses } : undefined;
}

async function main() {
  // Taken before we add load, so the load average shows what else was running.
  const machine = describeRun();
  const { values: args } = parseArgs({
    options: {
      postgres: { type: 'boolean', default: false },
      trpc: { type: 'boolean', default: false },
      // The shop's default, so the figure is what a shop as shipped gets; `warn` shows what the request lines cost.
      'log-level': { type: 'string', default: 'info' },
    },
  });
  const logLevel = args['log-level'];
  const listPath = args.trpc ? PATHS.trpc : PATHS.rest;
  const databaseUrl = args.postgres ? await createThrowawayDatabase() : undefined;

  const ours = await startServer({ databaseUrl, env: { LOG_LEVEL: logLevel } });
  const captured = await fetchBody(`${ours.url}${listPath}`);
  if (captured.contentType !== CONTENT_TYPE) {
    console.warn(`our content-type is ${captured.contentType}, the bare server sends ${CONTENT_TYPE}`);
  }

  const tempDir = await mkdtemp(join(tmpdir(), 'partsmith-bare-'));
  deferCleanup(() => rm(tempDir, { recursive: true, force: true }));
  const bodyFile = join(tempDir, 'products.json');
  await writeFile(bodyFile, captured.body);
  const bare = await startChildServer({
    name: 'bare server',
    entry: 'bare-server.ts',
    cwd: paths.bench,
    args: [bodyFile, listPath],
  });

  const served = await fetchBody(`${bare.url}${listPath}`);
  if (!served.body.equals(captured.body)) {
    throw new Error(`bodies differ: ours ${captured.body.length} bytes, bare ${served.body.length} bytes`);
  }
  console.log(`GET ${listPath}: ${captured.body.length} bytes from both servers, byte-identical`);

  const servers: Record<Target, ChildServer> = { ours, bare };
  // The load generator (this process) on core 0, each server on core 1: neither takes the other's core.
  const pinned = [pinToCore(process.pid, 0), pinToCore(ours.pid, 1), pinToCore(bare.pid, 1)].every(Boolean);
  if (!pinned)
    console.warn('could not pin the processes to cores (taskset missing, or one core): figures drift more');
  const runs: Record<Target, Result[]> = { ours: [], bare: [] };
  const issues: Array<{ target: Target; phase: string } & NonNullable<ReturnType<typeof problems>>> = [];
  const load = async (target: Target, phase: string, seconds: number) => {
    process.stdout.write(`${phase.padEnd(8)} ${target.padEnd(4)} ${seconds} s ... `);
    const result = await autocannon({
      url: `${servers[target].url}${listPath}`,
      connections: SETTINGS.connections,
      pipelining: SETTINGS.pipelining,
      duration: seconds,
    });
    console.log(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    if (!servers[target].isRunning()) throw new Error(`${target} server died during ${phase}`);
    const found = problems(result);
    if (found) issues.push({ target, phase, ...found });
    return result;
  };

  // Warm-ups let V8 optimise the hot paths and fill caches before anything counts.
  for (const target of ['ours', 'bare'] as const) await load(target, 'warm-up', SETTINGS.warmupSeconds);
  // Alternating rounds spread any drift of the machine (thermal, neighbours) over both targets.
  for (let round = 1; round <= SETTINGS.rounds; round++) {
    for (const target of ['ours', 'bare'] as const) {
      runs[target].push(await load(target, `round ${round}`, SETTINGS.roundSeconds));
    }
  }

  const summary = (target: Target) => ({
    medianReqPerSec: Math.round(median(runs[target].map((run) => run.requests.average))),
    medianP99Ms: median(runs[target].map((run) => run.latency.p99)),
    rounds: runs[target].map((run) => ({
      reqPerSec: Math.round(run.requests.average),
      p99Ms: run.latency.p99,
      p50Ms: run.latency.p50,
      requests: run.requests.total,
    })),
  });
  const targets = { ours: summary('ours'), bare: summary('bare') };
  const ratio = Number((targets.ours.medianReqPerSec / targets.bare.medianReqPerSec).toFixed(3));

  console.log(
    `\nGET ${listPath}, ${SETTINGS.connections} connections, ${args.postgres ? 'Postgres' : 'PGlite'}, LOG_LEVEL=${logLevel}`,
  );
  console.table({
    ours: { 'median req/s': targets.ours.medianReqPerSec, 'median p99 ms': targets.ours.medianP99Ms },
    bare: { 'median req/s': targets.bare.medianReqPerSec, 'median p99 ms': targets.bare.medianP99Ms },
  });
  console.log(`ratio ours/bare req/s: ${ratio}`);
  for (const issue of issues) console.error('not clean:', issue);

  // Separate files so a Postgres run does not overwrite the PGlite figures the README quotes.
  const name = `api-throughput${args.postgres ? '-postgres' : ''}${args.trpc ? '-trpc' : ''}${logLevel === 'info' ? '' : `-${logLevel}`}`;
  const file = await writeResult(name, {
    ...machine,
    database: args.postgres ? 'postgres' : 'pglite',
    path: listPath,
    logLevel,
    bodyBytes: captured.body.length,
    settings: SETTINGS,
    pinnedToCores: pinned,
    targets,
    ratio,
    issues,
  });
  console.log(`written ${file}`);
  return issues.length > 0 ? 1 : 0;
}

await runScript(main);
