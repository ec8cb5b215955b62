/**
 * The sales-overview bench's measuring half (bench/sales-overview.ts runs it): migrates the empty database at
 * `--url`, seeds the big shop's orders (the same generate_series seed as big-shop), counts the summaries from
 * scratch once (the seed's bulk load skips triggers), then times `admin.overview` as an admin's request through
 * the app (buildApp + inject, LOG_LEVEL=info, its log lines written as production writes them), times the best
 * sellers' daily slide once, and prints the figures as JSON on the line starting `RESULT `. Lives here to use
 * the server's own app.
 */

import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '@partsmith/db';
import { seedBigShop } from '@partsmith/db/testing';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { insertAccount, startSession } from './accounts';

const WARM_UP = 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    parts: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '1000000' },
    customers: { type: 'string', default: '10000' },
    iterations: { type: 'string', default: '200' },
  },
});
const size = {
  parts: Number(values.parts),
  orders: Number(values.orders),
  customers: Number(values.customers),
};
const handle = createDb({ url: values.url ?? '', maxConnections: 10 });
const { logger } = await createLogger({ level: 'info', format: 'json', production: false });
try {
  await handle.migrate();
  const seeding = performance.now();
  await seedBigShop(handle.db, size);
  await handle.db.execute(sql`select rebuild_sales_summaries()`);
  await handle.db.execute(sql`vacuum analyze sales_by_day, sales_by_part_day, orders_by_status`);
  const seedSeconds = Math.round((performance.now() - seeding) / 1000);
  const admin = await insertAccount(handle.db, { role: 'admin' });
  const token = await startSession(handle.db, admin.id);
  const config = parseConfig({
    NODE_ENV: 'development',
    PUBLIC_URL: 'http://shop.test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'partsmith-bench-')),
  });
  // The seed's unpaid orders are long past their reservation: a sweep would spend the run cancelling 200,000 of
  // them (and reloading the catalogue at every stock change), which no shop does. The sweep waits here.
  const app = await buildApp({
    config,
    db: handle.db,
    logger,
    workJobs: false,
    sweepIntervalMs: 24 * 60 * 60_000,
  });
  const request = { url: '/trpc/admin.overview', headers: { authorization: `Bearer ${token}` } };
  const loadBefore = loadavg()[0];
  const times: number[] = [];
  let answer: unknown;
  for (let i = 0; i < WARM_UP + Number(values.iterations); i += 1) {
    const start = performance.now();
    const response = await app.inject(request);
    if (i >= WARM_UP) times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`admin.overview answered ${response.statusCode}`);
    answer = response.json();
  }
  await app.close();
  // What the first overview of a new UTC day adds once: the best sellers' window slid a day on (and back after).
  const sliding = performance.now();
  await handle.db.execute(sql`select slide_best_sellers((now() at time zone 'UTC')::date + 1)`);
  const slideMs = round(performance.now() - sliding);
  await handle.db.execute(sql`select slide_best_sellers((now() at time zone 'UTC')::date)`);
  times.sort((a, b) => a - b);
  const loadAverage1m = [loadBefore, loadavg()[0]].map((load) => Number(load?.toFixed(2)));
  const overview = (answer as { result: { data: { periods: unknown; counts: unknown; topParts: unknown } } })
    .result.data;
  const figures = { p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
  logger.flush();
  const result = {
    ...size,
    seedSeconds,
    loadAverage1m,
    figures,
    slideMs,
    periods: overview.periods,
    counts: overview.counts,
    topParts: overview.topParts,
  };
  await new Promise((written) => process.stdout.write(`\nRESULT ${JSON.stringify(result)}\n`, written));
} finally {
  await handle.close();
}
// The app leaves a handle open past close() (its job queue's or catalogue's): the figures are out, so end here.
process.exit(0);
