import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { parseArgs, promisify } from 'node:util';
import { runScript } from './lib/cleanup';
import { describeRun, writeResult } from './lib/results';
import { parseShopConfiguration, startServer } from './lib/start-server';
import { createThrowawayDatabase } from './lib/throwaway-postgres';

const run = promisify(execFile);
const psql = (databaseUrl: string, sql: string) =>
  run('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qtAc', sql], { maxBuffer: 16 * 1024 * 1024 });

/**
 * `parts` parts in one category with three specifications each (a number, a choice, yes/no), as an import would
 * leave them, and `orders` paid orders of two lines over the last 30 days; an admin with a session (the answered
 * token, in the alphabet sign-in's tokens use; the database keeps its SHA-256, as sign-in does).
 */
async function seedShop(databaseUrl: string, parts: number, orders: number): Promise<string> {
  await psql(
    databaseUrl,
    `with category as (insert into categories (id, slug, name) values (gen_random_uuid(), 'bolts', 'Bolts') returning id),
          attributes as (
            insert into category_attributes (id, category_id, key, name, kind, unit, position)
              select gen_random_uuid(), category.id, a.key, a.name, a.kind, a.unit, a.position
              from category, (values ('length', 'Length', 'number', 'mm', 0), ('finish', 'Finish', 'choice', null, 1),
                                     ('locking', 'Self-locking', 'boolean', null, 2)) as a(key, name, kind, unit, position)
            returning id, key),
          parts as (
            insert into products (id, part_number, name, description, price_cents, quantity, minimum_order_quantity,
                                  pack_size, price_breaks, weight_grams, category_id)
              select gen_random_uuid(), 'B-' || lpad(i::text, 7, '0'), 'Hex bolt M' || (6 + i % 10) || ', ' || i,
                     'A bolt for the exports benchmark', 100 + i % 900, 1000 + i % 5000, 1, 1 + (i % 3) * 24,
                     '[{"minimumQuantity": 100, "unitPriceCents": 90}]'::jsonb, 20 + i % 80, category.id
              from category, generate_series(1, ${parts}) as i
            returning id, weight_grams)
     insert into product_specifications (product_id, attribute_id, number_value, choice_value, boolean_value)
       select parts.id, attributes.id,
              case attributes.key when 'length' then parts.weight_grams end,
              case attributes.key when 'finish' then (array['Zinc plated', 'Black oxide', 'Plain'])[1 + parts.weight_grams % 3] end,
              case attributes.key when 'locking' then parts.weight_grams % 2 = 0 end
       from parts cross join attributes;`,
  );
  const { stdout } = await psql(
    databaseUrl,
    `with admin as (
       insert into users (id, email, name, role) values (gen_random_uuid(), 'bench-admin@example.com', 'Bench admin', 'admin')
       returning id),
     token as (select id, translate(md5(random()::text || id::text), '0189', 'qrst') as token from admin),
     session as (
       insert into sessions (id, user_id, expires_at)
         select encode(sha256(convert_to(token, 'UTF8')), 'hex'), id, now() + interval '1 day' from token)
     select token from token`,
  );
  await psql(
    databaseUrl,
    `with buyer as (insert into users (id, email, name) values (gen_random_uuid(), 'bench-buyer@example.com', 'Bench buyer') returning id),
          catalogue as (select array_agg(id order by id) as ids, count(*)::int as n from products),
          placed as (
            insert into orders (id, user_id, quantity, subtotal_cents, total_cents, phone, address, status, created_at, paid_at)
              select gen_random_uuid(), buyer.id, 3, 300, 300, '+44 114 496 0000', '1 Bench Street', 'paid', at, at
              from buyer, generate_series(1, ${orders}) as i,
                   lateral (select now() - (i * interval '30 days') / ${orders} as at) as placed_at
            returning id, created_at)
     insert into order_lines (order_id, line_no, product_id, part_number, name, description, unit_price_cents, quantity, line_total_cents)
       select placed.id, line.no, catalogue.ids[1 + (abs(hashtext(placed.id::text)) + line.no) % catalogue.n], 'B-1', 'Hex bolt', '', 100, line.no, 100 * line.no
       from placed, catalogue, (values (1), (2)) as line(no);`,
  );
  await psql(databaseUrl, 'vacuum analyze');
  return stdout.trim();
}

/** The server's resident memory now, from /proc (Linux), in MB. */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Reads the download as a browser saves it, counting it as it streams in. */
async function stream(url: string, token: string) {
  const started = performance.now();
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok || !answer.body) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  const firstByteMs = Math.round(performance.now() - started);
  let bytes = 0;
  let records = 0;
  for await (const chunk of answer.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) records += 1;
  }
  return {
    rows: records - 1,
    megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    firstByteMs,
    seconds: Math.round(performance.now() - started) / 1000,
  };
}

/** Downloads `url` as the admin: its time and size, and the server's resident memory before and at its peak. */
async function download(url: string, pid: number, token: string) {
  const before = await residentMb(pid);
  let peak = before;
  const sampling = setInterval(() => {
    residentMb(pid).then(
      (mb) => {
        peak = Math.max(peak, mb);
      },
      () => {},
    );
  }, 25);
  try {
    return { ...(await stream(url, token)), serverRssBeforeMb: before, serverRssPeakMb: peak };
  } finally {
    clearInterval(sampling);
  }
}

async function main() {
  const machine = describeRun();
  const { values } = parseArgs({
    options: {
      parts: { type: 'string', default: '100000' },
      orders: { type: 'string', default: '100000' },
      configuration: { type: 'string' },
    },
  });
  const configuration = parseShopConfiguration(values.configuration);
  const databaseUrl = await createThrowawayDatabase();
  // As shipped: the configuration's defaults (LOG_LEVEL info, a pool of 10), without the demo catalogue.
  const server = await startServer({
    databaseUrl,
    configuration,
    env: configuration === 'development' ? { DEMO_DATA: 'false' } : {},
  });
  const token = await seedShop(databaseUrl, Number(values.parts), Number(values.orders));
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);
  const catalogue = await download(`${server.url}/api/catalogue.csv`, server.pid, token);
  console.log(`catalogue: ${JSON.stringify(catalogue)}`);
  const accounting = await download(
    `${server.url}/api/accounting/orders.csv?from=${monthAgo}&to=${today}`,
    server.pid,
    token,
  );
  console.log(`accounting: ${JSON.stringify(accounting)}`);
  const file = await writeResult(configuration === 'production' ? 'exports' : 'exports-development', {
    ...machine,
    shopConfiguration: configuration,
    parts: Number(values.parts),
    orders: Number(values.orders),
    catalogue,
    accounting,
  });
  console.log(`written to ${file}`);
  return 0;
}

await runScript(main);
