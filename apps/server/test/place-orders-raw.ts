/**
 * The anchor of the place-orders bench (bench/place-orders.ts runs it after our server): the order transaction our
 * server runs (key claim, product read, conditional stock update, order insert) sent straight from postgres.js,
 * with the same pool size and concurrency, no HTTP, no session check. Prints `{ ordersPerSec, p50Ms, p99Ms }` as
 * JSON on the last line.
 */
import { parseArgs } from 'node:util';
import postgres from 'postgres';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    connections: { type: 'string', default: '50' },
    pool: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '20' },
  },
});
const sql = postgres(values.url ?? '', { max: Number(values.pool), onnotice: () => {} });
const buyers = (await sql<{ id: string }[]>`select id from users`).map((row) => row.id);
const parts = (await sql<{ id: string }[]>`select id from products where deleted_at is null`).map(
  (row) => row.id,
);
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

async function placeOne(userId: string, productId: string) {
  await sql.begin(async (tx) => {
    await tx`insert into idempotency_keys (key, user_id, scope, request_hash, response)
             values (${crypto.randomUUID()}, ${userId}, 'orders.place', 'raw', '{}') on conflict do nothing`;
    const [part] = await tx`select quantity, minimum_order_quantity, price_cents from products
                            where id = ${productId} and deleted_at is null`;
    if (!part) throw new Error('no such part');
    const [sold] = await tx`update products set quantity = quantity - 1
                            where id = ${productId} and deleted_at is null and quantity >= 1
                            returning name, description, image_id, price_cents`;
    if (!sold) throw new Error('out of stock');
    await tx`insert into orders (id, user_id, product_id, product_name, product_description, product_image_id,
                                 unit_price_cents, quantity, total_cents, phone, address, status)
             values (${crypto.randomUUID()}, ${userId}, ${productId}, ${sold.name}, ${sold.description},
                     ${sold.image_id}, ${sold.price_cents}, 1, ${sold.price_cents}, '+1 555 0100', '1 Bench Street',
                     'unpaid')`;
  });
}

const latencies: number[] = [];
const seconds = Number(values.seconds);
const until = Date.now() + seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: Number(values.connections) }, async (_, n) => {
    const userId = buyers[n % buyers.length] ?? '';
    while (Date.now() < until) {
      const start = performance.now();
      await placeOne(userId, pick(parts));
      latencies.push(performance.now() - start);
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0);
await sql.end();
console.log(
  JSON.stringify({ ordersPerSec: Math.round(latencies.length / elapsed), p50Ms: at(0.5), p99Ms: at(0.99) }),
);
