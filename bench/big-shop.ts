import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { runScript } from './lib/cleanup';
import { paths } from './lib/paths';
import { describeRun, writeResult } from './lib/results';
import { createThrowawayDatabase } from './lib/throwaway-postgres';

const run = promisify(execFile);

/** The shop grows from the first size (the anchor of every ratio) to the last. */
const SIZES = [
  { parts: 1_000, orders: 10_000, customers: 1_000 },
  { parts: 10_000, orders: 10_000, customers: 1_000 },
  { parts: 100_000, orders: 10_000, customers: 1_000 },
  { parts: 100_000, orders: 1_000_000, customers: 10_000 },
];

interface SizeResult {
  parts: number;
  orders: number;
  seedSeconds: number;
  /** The catalogue read model's search index at this size: build time and memory (decision 0072). */
  searchIndex?: Record<string, number | boolean>;
  figures: Record<string, { p50: number; p99: number }>;
}

/**
 * One size on a throwaway database, measured as the server's own time for HTTP requests over loopback to the server
 * built as in production (apps/server/test/measure-big-shop.ts, with `--expose-gc` for the search index's memory).
 */
async function measure(size: (typeof SIZES)[number], iterations: string): Promise<SizeResult> {
  const url = await createThrowawayDatabase();
  const args = Object.entries({ url, ...size, iterations }).flatMap(([name, value]) => [
    `--${name}`,
    String(value),
  ]);
  const script = join(paths.server, 'test/measure-big-shop.ts');
  const { stdout } = await run('npx', ['tsx', '--expose-gc', script, ...args], {
    cwd: paths.server,
    maxBuffer: 256 * 1024 * 1024,
  });
  // The server's log lines share stdout: the figures are the line that has them.
  const line = stdout.split('\n').findLast((text) => text.startsWith('{"parts"'));
  return JSON.parse(line ?? '{}') as SizeResult;
}

async function main() {
  const machine = describeRun();
  const { values } = parseArgs({ options: { iterations: { type: 'string', default: '200' } } });
  const runs: SizeResult[] = [];
  for (const size of SIZES) {
    const result = await measure(size, values.iterations);
    console.log(`${size.parts} parts, ${size.orders} orders (seeded in ${result.seedSeconds} s):`);
    console.log('  search index:', result.searchIndex);
    for (const [name, { p50, p99 }] of Object.entries(result.figures))
      console.log(`  ${name}: p50 ${p50} ms, p99 ${p99} ms`);
    runs.push(result);
  }
  const anchor = runs[0]?.figures ?? {};
  const largest = runs.at(-1)?.figures ?? {};
  const p99RatioLargestToSmallest = Object.fromEntries(
    Object.keys(anchor).map((name) => [
      name,
      Math.round(((largest[name]?.p99 ?? 0) / (anchor[name]?.p99 || 1)) * 100) / 100,
    ]),
  );
  console.log('p99 at 100k parts / 1M orders ÷ p99 at 1k parts / 10k orders:', p99RatioLargestToSmallest);
  const file = await writeResult('big-shop', {
    machine,
    iterations: Number(values.iterations),
    runs,
    p99RatioLargestToSmallest,
  });
  console.log(`written ${file}`);
  return 0;
}

void runScript(main);
