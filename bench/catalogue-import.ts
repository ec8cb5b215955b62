import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runScript } from './lib/cleanup';
import { describeRun, writeResult } from './lib/results';
import { startServer } from './lib/start-server';

const DEMO_ADMIN = { email: 'admin@partsmith.test', password: 'admin-demo-pass' };

/** The server's resident memory now, from /proc (Linux), in MB. */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

/** Samples the server's RSS every 25 ms while `work` runs: its time and the peak. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  let peak = await residentMb(pid);
  const sampling = setInterval(() => {
    residentMb(pid).then(
      (mb) => {
        peak = Math.max(peak, mb);
      },
      () => {},
    );
  }, 25);
  const started = performance.now();
  try {
    const answer = await work();
    return { answer, seconds: Math.round(performance.now() - started) / 1000, serverRssPeakMb: peak };
  } finally {
    clearInterval(sampling);
  }
}

/** The CSV's cells, quoted ones included (no cell of the export's first rows holds a line break here). */
const cellsOf = (record: string) =>
  [...record.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map(([, cell = '']) => cell);

/** `rows` new parts in the export's format, under the export's own header, in a category the shop has. */
function catalogueFile(header: string, slug: string, rows: number, price: string) {
  const blanks = ','.repeat(header.split(',').length - 11);
  const lines = [header];
  for (let i = 1; i <= rows; i++) {
    const number = `BENCH-${String(i).padStart(6, '0')}`;
    lines.push(
      `${number},"Bench bolt M${6 + (i % 10)}, ${i}",A bolt the import benchmark adds,${slug},${price},"100=0.90",1,1,,${1000 + (i % 500)},${20 + (i % 80)}${blanks}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function post<T>(url: string, token: string, csv: string): Promise<T> {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
  const answer = await fetch(url, { method: 'POST', body, headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

interface Preview {
  digest: string;
  counts: Record<string, number>;
}

/** Preview then confirm one file, each timed with the server's peak memory. */
async function importFile(origin: string, pid: number, token: string, csv: string) {
  const preview = await measured(pid, () =>
    post<Preview>(`${origin}/api/catalogue/import/preview`, token, csv),
  );
  const confirm = await measured(pid, () =>
    post<{ counts: Record<string, number> }>(
      `${origin}/api/catalogue/import?digest=${preview.answer.digest}`,
      token,
      csv,
    ),
  );
  return {
    counts: confirm.answer.counts,
    previewSeconds: preview.seconds,
    confirmSeconds: confirm.seconds,
    totalSeconds: Math.round((preview.seconds + confirm.seconds) * 1000) / 1000,
    serverRssPeakMb: Math.max(preview.serverRssPeakMb, confirm.serverRssPeakMb),
  };
}

async function main() {
  const machine = describeRun();
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
  const rows = Number(values.rows);
  // As shipped: PGlite, the shop's defaults; the demo data gives the admin and the categories.
  const server = await startServer();
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const exported = await (
    await fetch(`${server.url}/api/catalogue.csv`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).text();
  const [header = '', ...records] = exported.split('\r\n');
  const slug = records.map((record) => cellsOf(record)[3]).find((cell) => cell && /^[a-z0-9-]+$/.test(cell));
  if (!slug) throw new Error('the demo catalogue has no part in a category');
  const rssBeforeMb = await residentMb(server.pid);
  const created = await importFile(
    server.url,
    server.pid,
    accessToken,
    catalogueFile(header, slug, rows, '1.00'),
  );
  console.log(`created: ${JSON.stringify(created)}`);
  const updated = await importFile(
    server.url,
    server.pid,
    accessToken,
    catalogueFile(header, slug, rows, '1.10'),
  );
  console.log(`updated: ${JSON.stringify(updated)}`);
  const file = await writeResult('catalogue-import', {
    ...machine,
    rows,
    megabytes: Math.round((catalogueFile(header, slug, rows, '1.00').length / 1024 / 1024) * 10) / 10,
    serverRssBeforeMb: rssBeforeMb,
    created,
    updated,
  });
  console.log(`written to ${file}`);
  return 0;
}

await runScript(main);
