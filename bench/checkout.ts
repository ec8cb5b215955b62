import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import autocannon from 'autocannon';
import { CART_LINES, type CheckoutBuyer, seedBuyers, seedCheckoutShop } from './lib/checkout-shop';
import { runScript } from './lib/cleanup';
import { paths } from './lib/paths';
import { describeRun, writeResult } from './lib/results';
import { parseShopConfiguration, startServer } from './lib/start-server';
import { createThrowawayDatabase } from './lib/throwaway-postgres';

const SETTINGS = {
  connections: 50,
  /** A workshop supplier's catalogue; `--parts 500` makes every cart fight over a few hot parts. */
  parts: 10_000,
  warmupSeconds: 5,
  /** Ours and the anchor take turns, so drift of this shared machine falls on both. */
  rounds: 3,
  secondsPerRound: 10,
  /** The anchor's pool: the size of our server's by default (DATABASE_POOL_SIZE). */
  pool: 10,
  /** Carts ready for ours and for each round of the anchor: more than it can check out (each cart goes once). */
  buyersOfOurs: 24_000,
  buyersPerRawRound: 16_000,
};
const run = promisify(execFile);

interface Figures {
  checkoutsPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * 50 connections, each checking out one full cart after another (a different customer each time, with their own
 * bearer token, address and the total they were shown), through `POST /api/checkout` as any client would.
 */
async function load(url: string, methodId: string, buyers: CheckoutBuyer[], seconds: number) {
  const result = await autocannon({
    url,
    connections: SETTINGS.connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/checkout',
        setupRequest: (request) => {
          const buyer = buyers.pop();
          if (!buyer) throw new Error('the bench ran out of carts: raise buyersOfOurs or buyersPerRawRound');
          return {
            ...request,
            headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              addressId: buyer.addressId,
              shippingMethodId: methodId,
              expectedTotalCents: buyer.expectedTotalCents,
              idempotencyKey: crypto.randomUUID(),
            }),
          };
        },
      },
    ],
  });
  const { errors, timeouts, non2xx } = result;
  const statuses = Object.keys(result.statusCodeStats).filter((status) => status !== '200');
  return {
    checkouts: result['2xx'],
    checkoutsPerSec: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    problems: errors + timeouts + non2xx > 0 ? { errors, timeouts, non2xx, statuses } : null,
  };
}

/** One round of the same transaction straight from postgres.js (apps/server/test/checkout-raw.ts). */
async function rawRound(databaseUrl: string, label: string): Promise<Figures> {
  const script = join(paths.server, 'test/checkout-raw.ts');
  const options = ['--url', databaseUrl, '--pool', String(SETTINGS.pool), '--buyers', label];
  options.push('--connections', String(SETTINGS.connections));
  const timing = ['--warmup', String(SETTINGS.warmupSeconds), '--seconds', String(SETTINGS.secondsPerRound)];
  const { stdout } = await run('npx', ['tsx', script, ...options, ...timing], { cwd: paths.server });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Figures;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const medianOf = (figures: Figures[]): Figures => ({
  checkoutsPerSec: median(figures.map((f) => f.checkoutsPerSec)),
  p50Ms: median(figures.map((f) => f.p50Ms)),
  p99Ms: median(figures.map((f) => f.p99Ms)),
});

async function main() {
  const machine = describeRun();
  const { values: args } = parseArgs({
    options: {
      profile: { type: 'string' },
      connections: { type: 'string' },
      parts: { type: 'string' },
      configuration: { type: 'string' },
    },
  });
  // --connections <n>: another concurrency than the issue's 50 (1 shows one checkout's latency alone).
  if (args.connections) SETTINGS.connections = Number(args.connections);
  if (args.parts) SETTINGS.parts = Number(args.parts);
  const configuration = parseShopConfiguration(args.configuration);
  const databaseUrl = await createThrowawayDatabase();
  const server = await startServer({
    databaseUrl,
    configuration,
    // As shipped: every setting at its default (LOG_LEVEL info, a pool of 10, the unpaid caps, which one 10-unit
    // order per buyer never meets), on the bench's own catalogue instead of the demo's.
    env: {
      ...(configuration === 'development' ? { DEMO_DATA: 'false' } : {}),
      // --profile <dir>: a V8 CPU profile of the server, written when it stops (open it in Chrome's DevTools).
      ...(args.profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${args.profile}` } : {}),
    },
  });
  const { methodId } = await seedCheckoutShop(databaseUrl, SETTINGS.parts);
  const ours = await seedBuyers(databaseUrl, 'ours', SETTINGS.buyersOfOurs);
  // The anchor's carts, one set per round, found by the round's label.
  for (let round = 1; round <= SETTINGS.rounds; round++)
    await seedBuyers(databaseUrl, `raw${round}`, SETTINGS.buyersPerRawRound);
  await run('psql', [databaseUrl, '-qc', 'vacuum analyze']);
  console.log(
    `${SETTINGS.parts} parts, ${ours.length} carts of ${CART_LINES} lines for ours, ${SETTINGS.buyersPerRawRound} per round for the anchor, ${SETTINGS.connections} connections, pool ${SETTINGS.pool}`,
  );

  const warmup = await load(server.url, methodId, ours, SETTINGS.warmupSeconds);
  console.log(`warm-up  ${warmup.checkoutsPerSec} checkouts/s, p99 ${warmup.p99Ms} ms`);
  const rounds: { ours: Awaited<ReturnType<typeof load>>; raw: Figures }[] = [];
  for (let round = 1; round <= SETTINGS.rounds; round++) {
    const oursRound = await load(server.url, methodId, ours, SETTINGS.secondsPerRound);
    if (!server.isRunning()) throw new Error('the server died under load');
    const raw = await rawRound(databaseUrl, `raw${round}`);
    console.log(
      `round ${round}: ours ${oursRound.checkoutsPerSec} checkouts/s (p50 ${oursRound.p50Ms}, p99 ${oursRound.p99Ms} ms), raw ${raw.checkoutsPerSec} checkouts/s (p50 ${raw.p50Ms}, p99 ${raw.p99Ms} ms)`,
    );
    rounds.push({ ours: oursRound, raw });
  }
  const oursMedian = medianOf(rounds.map((round) => round.ours));
  const raw = medianOf(rounds.map((round) => round.raw));
  const ratio = Number((oursMedian.checkoutsPerSec / raw.checkoutsPerSec).toFixed(3));
  console.log(
    `median: ours ${oursMedian.checkoutsPerSec} checkouts/s, p99 ${oursMedian.p99Ms} ms; raw ${raw.checkoutsPerSec} checkouts/s, p99 ${raw.p99Ms} ms; ours/raw ${ratio}`,
  );
  const { stdout } = await run('psql', [databaseUrl, '-qtAc', 'select count(*), sum(quantity) from orders']);
  console.log(`orders in the database (count|units): ${stdout.trim()}`);
  await server.stop();
  const issues = [warmup, ...rounds.map((round) => round.ours)].flatMap((result) => result.problems ?? []);
  if (issues.length > 0) console.error(`not clean: ${JSON.stringify(issues)}`);
  const file = await writeResult(configuration === 'production' ? 'checkout' : 'checkout-development', {
    ...machine,
    database: 'postgres',
    settings: {
      ...SETTINGS,
      cartLines: CART_LINES,
      shopConfiguration: `${configuration}, every setting at its default (LOG_LEVEL info, pool 10), no demo data`,
    },
    warmup,
    rounds,
    ours: oursMedian,
    raw,
    ratio,
  });
  console.log(`written ${file}`);
  return issues.length > 0 ? 1 : 0;
}

await runScript(main);
