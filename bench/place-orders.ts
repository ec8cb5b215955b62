import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { startChildServer } from './lib/child-server';
import { deferCleanup, runScript } from './lib/cleanup';
import { paths } from './lib/paths';
import { describeRun, writeResult } from './lib/results';
import { createThrowawayDatabase } from './lib/throwaway-postgres';

const SETTINGS = {
  connections: 50,
  products: 200,
  stockPerProduct: 1_000_000,
  warmupSeconds: 5,
  seconds: 20,
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

interface Sample {
  ms: number;
  status: number;
}

/** Each connection places orders one after another until the deadline: one unit of a random product each time. */
async function connection(
  url: string,
  token: string,
  productIds: string[],
  until: number,
  samples: Sample[],
) {
  while (Date.now() < until) {
    const productId = productIds[Math.floor(Math.random() * productIds.length)];
    const started = performance.now();
    const response = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({
        productId,
        orderQuantity: 1,
        userPhone: '+1 555 0100',
        address: '1 Bench Street',
      }),
    });
    await response.arrayBuffer();
    samples.push({ ms: performance.now() - started, status: response.status });
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function load(url: string, tokens: string[], productIds: string[], seconds: number) {
  const samples: Sample[] = [];
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(tokens.map((token) => connection(url, token, productIds, until, samples)));
  const elapsedS = (performance.now() - started) / 1000;
  const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const failures = samples.filter((sample) => sample.status !== 200).map((sample) => sample.status);
  return {
    orders: samples.length - failures.length,
    ordersPerSec: Math.round((samples.length - failures.length) / elapsedS),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    failures,
  };
}

/** The same transactions straight from postgres.js (apps/server/test/place-orders-raw.ts), warm-up first. */
async function rawAnchor(databaseUrl: string) {
  const rawRun = async (seconds: number) => {
    const script = join(paths.server, 'test/place-orders-raw.ts');
    const { stdout } = await run('npx', ['tsx', script, '--url', databaseUrl, '--seconds', String(seconds)], {
      cwd: paths.server,
    });
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      ordersPerSec: number;
      p50Ms: number;
      p99Ms: number;
    };
  };
  await rawRun(SETTINGS.warmupSeconds);
  return rawRun(SETTINGS.seconds);
}

async function main() {
  const machine = describeRun();
  const { values: args } = parseArgs({ options: { profile: { type: 'string' } } });
  const databaseUrl = await createThrowawayDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'partsmith-bench-'));
  deferCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startChildServer({
    name: 'our server',
    entry: 'src/main.ts',
    cwd: paths.server,
    // Registering 50 buyers from one address would meet the sign-up rate limit.
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      AUTH_RATE_LIMIT: '100000',
      // --profile <dir>: a V8 CPU profile of the server, written when it stops (open it in Chrome's DevTools).
      ...(args.profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${args.profile}` } : {}),
    },
  });
  const productIds = await seedProducts(databaseUrl);
  const tokens = await Promise.all(
    Array.from({ length: SETTINGS.connections }, (_, n) => registerCustomer(server.url, n)),
  );
  console.log(
    `${productIds.length} products, ${tokens.length} signed-in customers, ${SETTINGS.connections} connections`,
  );

  const warmup = await load(server.url, tokens, productIds, SETTINGS.warmupSeconds);
  console.log(`warm-up  ${warmup.ordersPerSec} orders/s, p99 ${warmup.p99Ms} ms`);
  const measured = await load(server.url, tokens, productIds, SETTINGS.seconds);
  if (!server.isRunning()) throw new Error('the server died under load');
  console.log(
    `measured ${measured.ordersPerSec} orders/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms`,
  );
  const { stdout } = await run('psql', [
    databaseUrl,
    '-qtAc',
    'select count(*), sum(total_cents) from orders',
  ]);
  console.log(`orders in the database: ${stdout.trim().split('|')[0]}`);
  await server.stop();
  const raw = await rawAnchor(databaseUrl);
  const ratio = Number((measured.ordersPerSec / raw.ordersPerSec).toFixed(3));
  console.log(
    `raw postgres.js: ${raw.ordersPerSec} orders/s, p50 ${raw.p50Ms} ms, p99 ${raw.p99Ms} ms; ours/raw ${ratio}`,
  );
  const issues = [...warmup.failures, ...measured.failures];
  if (issues.length > 0)
    console.error(`not clean: ${issues.length} answers other than 200 (${[...new Set(issues)]})`);

  const file = await writeResult('place-orders', {
    ...machine,
    database: 'postgres',
    settings: SETTINGS,
    warmup,
    measured,
    raw,
    ratio,
  });
  console.log(`written ${file}`);
  return issues.length > 0 ? 1 : 0;
}

await runScript(main);
