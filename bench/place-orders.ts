import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import autocannon from 'autocannon';
import { runScript } from './lib/cleanup';
import { paths } from './lib/paths';
import { describeRun, writeResult } from './lib/results';
import { startServer } from './lib/start-server';
import { createThrowawayDatabase } from './lib/throwaway-postgres';

const SETTINGS = {
  connections: 50,
  products: 200,
  stockPerProduct: 1_000_000,
  warmupSeconds: 5,
  /** Ours and the anchor take turns, so drift of this shared machine falls on both. */
  rounds: 3,
  secondsPerRound: 10,
  /** Connections of our server's pool and of the anchor's (`--pool <n>` to compare sizes). */
  pool: 10,
};
const run = promisify(execFile);

/** Products straight into the database: the admin API needs an image per product, which is not what we measure. */
async function seedProducts(databaseUrl: string) {
  const sql = `insert into products (id, name, description, price_cents, quantity, minimum_order_quantity)
    select gen_random_uuid(), 'Bench part ' || i, 'A part for the order benchmark', 1000 + i, ${SETTINGS.stockPerProduct}, 1
    from generate_series(1, ${SETTINGS.products}) as i returning id`;
  const { stdout } = await run('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qtAc', sql]);
  return stdout.split('\n').filter((line) => /^[0-9a-f-]{36}$/.test(line));
}

/** One signed-in customer per connection, through the REST API as any client would. */
async function registerCustomer(url: string, n: number): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench buyer ${n}`,
      email: `bench${n}@example.com`,
      password: 'bench-password',
    }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Each of the 50 connections signs in as its own customer and places orders one after another for `seconds`: one
 * unit of a random product each time, with a fresh Idempotency-Key. autocannon, as the api bench uses, so the load
 * generator takes as little as possible of the CPU our server and Postgres share with it.
 */
async function load(url: string, tokens: string[], productIds: string[], seconds: number) {
  let customers = 0;
  const result = await autocannon({
    url,
    connections: SETTINGS.connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request, context) => {
          context.token ??= tokens[customers++ % tokens.length];
          return {
            ...request,
            headers: {
              authorization: `Bearer ${context.token}`,
              'content-type': 'application/json',
              'idempotency-key': crypto.randomUUID(),
            },
            body: JSON.stringify({
              productId: productIds[Math.floor(Math.random() * productIds.length)],
              orderQuantity: 1,
              userPhone: '+1 555 0100',
              address: '1 Bench Street',
            }),
          };
        },
      },
    ],
  });
  const { errors, timeouts, non2xx } = result;
  const statuses = Object.keys(result.statusCodeStats).filter((status) => status !== '200');
  return {
    orders: result['2xx'],
    ordersPerSec: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    problems: errors + timeouts + non2xx > 0 ? { errors, timeouts, non2xx, statuses } : null,
  };
}

interface Figures {
  ordersPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

/** One round of the same transactions straight from postgres.js (apps/server/test/place-orders-raw.ts). */
async function rawRound(databaseUrl: string, pool: number): Promise<Figures> {
  const script = join(paths.server, 'test/place-orders-raw.ts');
  const options = ['--url', databaseUrl, '--pool', String(pool)];
  const timing = ['--warmup', String(SETTINGS.warmupSeconds), '--seconds', String(SETTINGS.secondsPerRound)];
  const { stdout } = await run('npx', ['tsx', script, ...options, ...timing], { cwd: paths.server });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Figures;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const medianOf = (figures: Figures[]): Figures => ({
  ordersPerSec: median(figures.map((f) => f.ordersPerSec)),
  p50Ms: median(figures.map((f) => f.p50Ms)),
  p99Ms: median(figures.map((f) => f.p99Ms)),
});

async function main() {
  const machine = describeRun();
  const { values: args } = parseArgs({
    options: { profile: { type: 'string' }, pool: { type: 'string', default: String(SETTINGS.pool) } },
  });
  const pool = Number(args.pool);
  const databaseUrl = await createThrowawayDatabase();
  const server = await startServer({
    databaseUrl,
    // Registering 50 buyers from one address would meet the sign-up rate limit.
    env: {
      DATABASE_POOL_SIZE: String(pool),
      DEMO_DATA: 'false',
      AUTH_RATE_LIMIT: '100000',
      // Each buyer keeps ordering and never pays: the caps stay in the path (and in the anchor's), never met.
      UNPAID_ORDERS_MAX: '1000000000',
      UNPAID_UNITS_MAX: '1000000000',
      // --profile <dir>: a V8 CPU profile of the server, written when it stops (open it in Chrome's DevTools).
      ...(args.profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${args.profile}` } : {}),
    },
  });
  const productIds = await seedProducts(databaseUrl);
  const tokens = await Promise.all(
    Array.from({ length: SETTINGS.connections }, (_, n) => registerCustomer(server.url, n)),
  );
  console.log(
    `${productIds.length} products, ${tokens.length} signed-in customers, ${SETTINGS.connections} connections, pool ${pool}`,
  );

  const warmup = await load(server.url, tokens, productIds, SETTINGS.warmupSeconds);
  console.log(`warm-up  ${warmup.ordersPerSec} orders/s, p99 ${warmup.p99Ms} ms`);
  const rounds: { ours: Awaited<ReturnType<typeof load>>; raw: Figures }[] = [];
  for (let round = 1; round <= SETTINGS.rounds; round++) {
    const ours = await load(server.url, tokens, productIds, SETTINGS.secondsPerRound);
    if (!server.isRunning()) throw new Error('the server died under load');
    // Our server stays up, idle, while the anchor runs.
    const raw = await rawRound(databaseUrl, pool);
    console.log(
      `round ${round}: ours ${ours.ordersPerSec} orders/s (p50 ${ours.p50Ms}, p99 ${ours.p99Ms} ms), raw ${raw.ordersPerSec} orders/s (p50 ${raw.p50Ms}, p99 ${raw.p99Ms} ms)`,
    );
    rounds.push({ ours, raw });
  }
  const ours = medianOf(rounds.map((round) => round.ours));
  const raw = medianOf(rounds.map((round) => round.raw));
  const ratio = Number((ours.ordersPerSec / raw.ordersPerSec).toFixed(3));
  console.log(
    `median: ours ${ours.ordersPerSec} orders/s, p99 ${ours.p99Ms} ms; raw ${raw.ordersPerSec} orders/s, p99 ${raw.p99Ms} ms; ours/raw ${ratio}`,
  );
  const { stdout } = await run('psql', [databaseUrl, '-qtAc', 'select count(*) from orders']);
  console.log(`orders in the database: ${stdout.trim()}`);
  await server.stop();
  const issues = [warmup, ...rounds.map((round) => round.ours)].flatMap((run) => run.problems ?? []);
  if (issues.length > 0) console.error(`not clean: ${JSON.stringify(issues)}`);

  const file = await writeResult(pool === SETTINGS.pool ? 'place-orders' : `place-orders-pool-${pool}`, {
    ...machine,
    database: 'postgres',
    settings: { ...SETTINGS, pool },
    warmup,
    rounds,
    ours,
    raw,
    ratio,
  });
  console.log(`written ${file}`);
  return issues.length > 0 ? 1 : 0;
}

await runScript(main);
